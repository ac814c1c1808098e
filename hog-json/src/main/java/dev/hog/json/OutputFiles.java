package dev.hog.json;

import dev.hog.api.API;
import dev.hog.api.HogException;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Text files a tool writes, the way {@link TableFiles} writes a strategy table: checked before the work that fills
 * them, so that an hour's solving does not end in a folder that is missing, and written as UTF-8 with a mistake that
 * says why a file cannot be written and what would fix it. A file is written beside its place and moved there once
 * whole, so a write that fails (a full disk, a file-size limit, a mistake in the content) leaves the file that was
 * there as it was, and no part of the new one.
 *
 * <p>Stateless and thread-safe; two threads writing the same file at once get no guarantee beyond the file system's.
 * Every mistake is a {@link HogException} naming the file: {@code Cannot write FILE: the folder F does not exist;
 * create it first}, {@code ... the folder F is not writable}, {@code ... it is a folder}, or the file system's own
 * words.
 */
@API(status = API.Status.EXPERIMENTAL, since = "2.0")
public final class OutputFiles {
    private OutputFiles() {
    }

    /** What writes a file's text. */
    @API(status = API.Status.EXPERIMENTAL, since = "2.0")
    @FunctionalInterface
    public interface Content {
        /**
         * Writes the text.
         *
         * @param out the file, open for writing; {@link OutputFiles#write} closes it
         * @throws IOException if writing fails
         */
        void write(BufferedWriter out) throws IOException;
    }

    /**
     * Checks that a file can be written, before the work that fills it. The file is neither created nor changed.
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
     * Writes a file as UTF-8, replacing what it held only once the new text is whole: the text goes to a file beside
     * it, which is then moved over it (atomically where the file system can). If anything fails, the file is as it
     * was and the file beside it is gone.
     *
     * @param file the file
     * @param content its text
     * @throws HogException if it cannot be written, saying why
     */
    public static void write(Path file, Content content) {
        Path folder = file.toAbsolutePath().getParent();
        if (Files.isDirectory(file)) {
            throw cannotWrite(file);
        }
        Path partial = null;
        try {
            partial = Files.createTempFile(folder, "." + file.getFileName() + ".", ".partial");
            try (BufferedWriter out = Files.newBufferedWriter(partial, StandardCharsets.UTF_8)) {
                content.write(out);
            }
            try {
                Files.move(partial, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING);
            }
            partial = null;
        } catch (NoSuchFileException | AccessDeniedException e) {
            throw cannotWrite(file);
        } catch (IOException e) {
            throw new HogException("Cannot write " + file + ": " + e.getMessage()
                    + (Files.exists(file) ? "; the file is left as it was" : ""), e);
        } finally {
            if (partial != null) {
                try {
                    Files.deleteIfExists(partial);
                } catch (IOException e) {
                    // The failure already being reported says more than this one would.
                }
            }
        }
    }

    private static HogException cannotWrite(Path file) {
        Path folder = file.toAbsolutePath().getParent();
        String why = Files.isDirectory(file) ? "it is a folder"
                : !Files.isDirectory(folder) ? "the folder " + folder + " does not exist; create it first"
                : "the folder " + folder + " is not writable";
        return new HogException("Cannot write " + file + ": " + why);
    }
}
