package dev.hog.runner;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Arrays;
import java.util.Random;
import java.util.stream.Stream;

/**
 * The mutations the fuzz tests make of a seed input: flipped bits, structural characters, huge numbers, deep nesting,
 * NUL bytes, bad UTF-8, byte-order marks, cuts, repeats and long runs, a few at a time.
 */
public final class Mutations {
    private static final byte[][] STRUCTURE = bytes("{", "}", "[", "]", ",", ":", "\"", "'", "#", "-", "? ", "&a",
            "*a", "!!str ", "|", ">", "\n", "\t", " ", "~", "<<: ", "---\n", "\r\n", "\\", "%", "=", ";", ".");
    private static final byte[][] NUMBERS = bytes("99999999999", "-1", "2147483647", "2147483648", "-2147483649",
            "1e308", "0", "NaN", "null", "true", "1.5", "0x10", "-0", "10000", "100000", "65536");
    private static final byte[][] ODD = {{0}, {0, 0, 0, 0}, {(byte) 0xC3, 0x28}, {(byte) 0xFF}, {(byte) 0xED,
        (byte) 0xA0, (byte) 0x80}, {(byte) 0xF0, (byte) 0x9F, (byte) 0x90}, {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF},
        {0, 0, (byte) 0xFE, (byte) 0xFF}, {(byte) 0xFE, (byte) 0xFF}, {0x1B, '[', '2', 'J'}};

    private Mutations() {
    }

    /**
     * A mutation of a seed.
     *
     * @param seed the input to start from
     * @param random the source of the mutations, seeded by the test
     * @return the mutated input
     */
    public static byte[] mutate(byte[] seed, Random random) {
        byte[] input = seed;
        int mutations = 1 + random.nextInt(4);
        for (int m = 0; m < mutations; m++) {
            int at = input.length == 0 ? 0 : random.nextInt(input.length + 1);
            input = switch (random.nextInt(11)) {
                case 0 -> {
                    byte[] flipped = input.clone();
                    if (flipped.length > 0) {
                        flipped[Math.min(at, flipped.length - 1)] ^= (byte) (1 << random.nextInt(8));
                    }
                    yield flipped;
                }
                case 1 -> insert(input, at, STRUCTURE[random.nextInt(STRUCTURE.length)]);
                case 2 -> replaceNumber(input, at, NUMBERS[random.nextInt(NUMBERS.length)]);
                case 3 -> insert(input, at, ("[{".charAt(random.nextInt(2)) + "").repeat(1 + random.nextInt(2_000))
                        .getBytes(StandardCharsets.UTF_8));
                case 4 -> insert(input, at, ODD[random.nextInt(ODD.length)]);
                case 5 -> insert(input, 0, ODD[6 + random.nextInt(3)]);
                case 6 -> Arrays.copyOf(input, at);
                case 7 -> {
                    int from = random.nextInt(Math.max(1, input.length));
                    int to = Math.min(input.length, from + random.nextInt(64));
                    yield insert(input, at, Arrays.copyOfRange(input, from, to));
                }
                case 8 -> {
                    int to = Math.min(input.length, at + random.nextInt(16));
                    byte[] cut = new byte[input.length - (to - at)];
                    System.arraycopy(input, 0, cut, 0, at);
                    System.arraycopy(input, to, cut, at, input.length - to);
                    yield cut;
                }
                case 9 -> insert(input, at, "x".repeat(1 + random.nextInt(100_000)).getBytes(StandardCharsets.UTF_8));
                default -> insert(input, at, NUMBERS[random.nextInt(NUMBERS.length)]);
            };
        }
        return input;
    }

    /** Replaces the run of digits at or after a place with another number, as a typo or an attack would. */
    private static byte[] replaceNumber(byte[] input, int at, byte[] number) {
        int start = at;
        while (start < input.length && !Character.isDigit(input[start])) {
            start++;
        }
        if (start == input.length) {
            return insert(input, at, number);
        }
        int end = start;
        while (end < input.length && Character.isDigit(input[end])) {
            end++;
        }
        byte[] out = new byte[input.length - (end - start) + number.length];
        System.arraycopy(input, 0, out, 0, start);
        System.arraycopy(number, 0, out, start, number.length);
        System.arraycopy(input, end, out, start + number.length, input.length - end);
        return out;
    }

    private static byte[] insert(byte[] input, int at, byte[] piece) {
        byte[] out = new byte[input.length + piece.length];
        System.arraycopy(input, 0, out, 0, at);
        System.arraycopy(piece, 0, out, at, piece.length);
        System.arraycopy(input, at, out, at + piece.length, input.length - at);
        return out;
    }

    private static byte[][] bytes(String... pieces) {
        return Stream.of(pieces).map(piece -> piece.getBytes(StandardCharsets.UTF_8)).toArray(byte[][]::new);
    }

    /**
     * The seeds of a kind of input, the files of {@code src/test/resources/fuzz/TARGET/} in order of name.
     *
     * @param target the kind
     * @return the seeds' bytes
     * @throws IOException if they cannot be read
     */
    public static List<byte[]> seeds(String target) throws IOException {
        Path folder;
        try {
            folder = Path.of(Mutations.class.getResource("/fuzz/" + target).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        List<byte[]> seeds = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.sorted().toList()) {
                seeds.add(Files.readAllBytes(file));
            }
        }
        assertThat(seeds).as("seeds of " + target).isNotEmpty();
        return seeds;
    }
}
