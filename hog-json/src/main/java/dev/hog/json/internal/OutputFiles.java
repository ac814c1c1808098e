package dev.hog.json.internal;

import dev.hog.api.HogException;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Files the SDK's tools write: checked before the work that fills them, and written as UTF-8 text, with a mistake
 * that says why a file cannot be written.
 *
 * <p>Internal: not exported by the module, for the SDK's own tools; it may change in any release.
 */
public final class OutputFiles {
    private OutputFiles() {
    }

    /** What writes a file's text. */
    @FunctionalInterface
    public interface Content {
        /**
         * Writes the text.
         *
         * @param out the file
         * @throws IOException if writing fails
         */
        void write(BufferedWriter out) throws IOException;
    }

    /**
     * Checks that a file can be written, before the work that fills it.
     *
     * @param file the file
     * @throws HogException if its folder is missing or not writable, or the file is a folder
     */
    public static void checkWritable(Path file) {
        Path folder = file.toAbsolutePath().getParent();
        if (!Files.isDirectory(folder) || !Files.isWritable(folder) || Files.isDirectory(file)) {
            throw cannotWrite(file);
        }
    }

    /**
     * Writes a file.
     *
     * @param file the file
     * @param content its text
     * @throws HogException if it cannot be written, saying why
     */
    public static void write(Path file, Content content) {
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            content.write(out);
        } catch (NoSuchFileException | AccessDeniedException e) {
            throw cannotWrite(file);
        } catch (IOException e) {
            throw new HogException("Cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * Why a file cannot be written.
     *
     * @param file the file
     * @return the mistake, in one sentence
     */
    public static HogException cannotWrite(Path file) {
        Path folder = file.toAbsolutePath().getParent();
        String why = Files.isDirectory(file) ? "it is a folder"
                : !Files.isDirectory(folder) ? "the folder " + folder + " does not exist; create it first"
                : "the folder " + folder + " is not writable";
        return new HogException("Cannot write " + file + ": " + why);
    }
}
