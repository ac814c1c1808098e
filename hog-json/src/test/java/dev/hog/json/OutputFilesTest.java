package dev.hog.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.hog.api.HogException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OutputFilesTest {
    @TempDir
    Path folder;

    @Test
    void writesTheTextAndLeavesNothingBeside() throws IOException {
        Path file = folder.resolve("table.csv");
        OutputFiles.write(file, out -> out.write("0,1,2\n"));

        assertThat(file).hasContent("0,1,2");
        assertThat(Files.list(folder)).containsExactly(file);
    }

    @Test
    void aWriteThatFailsHalfwayLeavesTheOldFileWhole() throws IOException {
        Path file = folder.resolve("good.csv");
        Files.writeString(file, "the good table\n");

        assertThatThrownBy(() -> OutputFiles.write(file, out -> {
            out.write("x".repeat(100_000));
            throw new IOException("File too large");
        })).isInstanceOf(HogException.class)
                .hasMessage("Cannot write " + file + ": File too large; the file is left as it was");

        assertThat(file).hasContent("the good table");
        assertThat(Files.list(folder)).containsExactly(file);
    }

    @Test
    void aMistakeInTheContentLeavesTheOldFileWhole() throws IOException {
        Path file = folder.resolve("map.svg");
        Files.writeString(file, "<svg/>");

        assertThatThrownBy(() -> OutputFiles.write(file, out -> {
            out.write("<svg>");
            throw new HogException("no rows to draw");
        })).isInstanceOf(HogException.class).hasMessage("no rows to draw");

        assertThat(file).hasContent("<svg/>");
        assertThat(Files.list(folder)).containsExactly(file);
    }

    @Test
    void aMissingFolderOrAFolderInTheWayIsSaidInWords() throws IOException {
        Path missing = folder.resolve("nowhere").resolve("t.csv");
        assertThatThrownBy(() -> OutputFiles.write(missing, out -> out.write("1")))
                .hasMessage("Cannot write " + missing + ": the folder " + missing.getParent()
                        + " does not exist; create it first");

        Path taken = Files.createDirectory(folder.resolve("taken"));
        assertThatThrownBy(() -> OutputFiles.write(taken, out -> out.write("1")))
                .hasMessage("Cannot write " + taken + ": it is a folder");
        assertThat(taken).isEmptyDirectory();
    }
}
