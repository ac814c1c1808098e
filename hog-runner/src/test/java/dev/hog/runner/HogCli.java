package dev.hog.runner;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Runs the hog command in-process, in a working directory of its own, with given input, this process's environment
 * variables and any set here, and captured output.
 */
final class HogCli {
    /** The ids of the rulesets every run sees, as an unknown ruleset's message lists them. */
    static final String RULESETS = "fa16, fa17, fa18, fa19, fa20, fa21, fa22, sp15, sp17, sp18, sp19, sp20, sp21, sp22, sp24, su15, su18, su19, su20, su21, su22, su23";

    private final Path workingDirectory;
    private String input = "";
    private boolean terminal;
    private final Map<String, String> variables = new HashMap<>(System.getenv());

    HogCli(Path workingDirectory) {
        this.workingDirectory = workingDirectory;
    }

    /** What a run printed and how it exited. */
    record Result(int exitCode, String out, String err) {
    }

    HogCli input(String text) {
        this.input = text;
        return this;
    }

    HogCli atTerminal() {
        this.terminal = true;
        return this;
    }

    HogCli env(String name, String value) {
        variables.put(name, value);
        return this;
    }

    HogCli file(String name, String content) {
        try {
            Files.writeString(workingDirectory.resolve(name), content);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }

    Path path(String name) {
        return workingDirectory.resolve(name);
    }

    Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Environment environment = new Environment(new BufferedReader(new StringReader(input)),
                new PrintWriter(out), new PrintWriter(err), workingDirectory, Optional.empty(), terminal, variables);
        int code = new Hog(environment).run(args);
        return new Result(code, out.toString(), err.toString());
    }
}
