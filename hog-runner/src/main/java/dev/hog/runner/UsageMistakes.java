package dev.hog.runner;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.TypeConversionException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * A mistake on the command line, as picocli found it, in the command's words: one line that says what was wrong and
 * where the help is. The argument at fault is named from picocli's model of it, not from picocli's message: an option
 * by its name, such as {@code --goal}, and a positional parameter by its description, such as "the second strategy",
 * rather than by its label in the usage ({@code SPEC_B}), which means nothing outside the usage.
 *
 * <p>A value that does not convert says what the argument takes: a whole number, a number, a file's path, or, for a
 * type of the command's own, what its converter's {@link TypeConversionException} says, which is worded as what the
 * argument takes ("KEY=VALUE, such as --set feral-hogs=false").
 */
final class UsageMistakes implements IParameterExceptionHandler {
    private final FailureLines failures;

    /**
     * The mistakes of a run.
     *
     * @param failures where a mistake's line is printed
     */
    UsageMistakes(FailureLines failures) {
        this.failures = failures;
    }

    @Override
    public int handleParseException(ParameterException e, String[] args) {
        String command = e.getCommandLine().getCommandSpec().qualifiedName();
        return failures.mistake(message(e), " (see " + command + " --help)");
    }

    private static String message(ParameterException e) {
        if (e instanceof UnmatchedArgumentException unmatched) {
            return unmatched.getMessage().strip() + Suggestions.didYouMean(unmatched);
        }
        if (e instanceof MissingParameterException missing
                && missing.getMissing().stream().allMatch(ArgSpec::isPositional)) {
            return "missing " + missing.getMissing().stream().map(UsageMistakes::name)
                    .collect(Collectors.joining(" and "));
        }
        if (e.getArgSpec() != null && e.getValue() != null && e.getCause() != null) {
            return name(e.getArgSpec()) + " takes " + expected(e.getArgSpec(), e.getCause()) + "; not '"
                    + e.getValue() + "'";
        }
        return e.getMessage().strip();
    }

    /** An argument as a user knows it: an option by its longest name, a positional parameter by its description. */
    static String name(ArgSpec argument) {
        if (argument instanceof OptionSpec option) {
            return option.longestName();
        }
        String[] description = argument.description();
        String words = description.length == 0 ? argument.paramLabel() : description[0].strip();
        words = words.endsWith(".") ? words.substring(0, words.length() - 1) : words;
        boolean acronym = words.length() > 1 && Character.isUpperCase(words.charAt(1));
        return acronym ? words : Character.toLowerCase(words.charAt(0)) + words.substring(1);
    }

    /** What an argument takes, by the type of its values. */
    private static String expected(ArgSpec argument, Throwable failure) {
        List<Class<?>> types = List.of(argument.auxiliaryTypes());
        Class<?> type = argument.typeInfo().isMultiValue() ? types.get(types.size() - 1) : argument.type();
        if (type == int.class || type == Integer.class || type == long.class || type == Long.class) {
            return "a whole number";
        }
        if (type == double.class || type == Double.class) {
            return "a number";
        }
        if (type == Path.class || type == File.class) {
            return "a file's path";
        }
        if (failure instanceof TypeConversionException conversion) {
            return conversion.getMessage();
        }
        return "a " + argument.paramLabel();
    }
}
