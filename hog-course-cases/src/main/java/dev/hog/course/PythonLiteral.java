package dev.hog.course;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;

/**
 * Reads Python literals as the course's files write them: the {@code test = {...}} of an ok test file and the list of
 * lists of {@code tests/play.sol}. Strings (single, double and triple quoted, with {@code r}, {@code u} and {@code b}
 * prefixes, escapes, adjacent strings joined), integers, floats, {@code True}, {@code False}, {@code None}, dicts,
 * lists and tuples, with comments and any layout between them.
 *
 * <p>Values come back as Java objects: a {@link Str} for a string (its text and the file line of each of its lines),
 * {@link BigInteger} for an int, {@link Double} for a float, {@link Boolean}, {@link CaseInterpreter#NONE}, a
 * {@link List} for a list, a {@link Tuple} for a tuple, and a {@link Dict} (a map in file order, with its line) for a
 * dict, whose string keys are plain Java strings. A malformed file is refused with one line naming the file, the line and what was expected.
 */
final class PythonLiteral {
    private final String source;
    private final String file;
    private int position;
    private int line = 1;

    private PythonLiteral(String source, String file) {
        this.source = source;
        this.file = file;
    }

    /**
     * A Python string read from a file: its text, and the file line on which each of its lines starts.
     *
     * @param text the string's value
     * @param lines the file line of each line of the text, counted from 1: {@code lines.get(0)} is the line of the
     *     opening quote
     */
    record Str(String text, List<Integer> lines) {
        Str {
            lines = List.copyOf(lines);
        }

        @Override
        public String toString() {
            return text;
        }
    }

    /**
     * A Python dict read from a file, in file order, and the file line of its opening brace.
     */
    static final class Dict extends LinkedHashMap<Object, Object> {
        private static final long serialVersionUID = 1L;
        private final int line;

        Dict(int line) {
            this.line = line;
        }

        /** The file line of the dict's opening brace, counted from 1. */
        int line() {
            return line;
        }
    }

    /** A string literal decoded from code: its value, and where the code goes on after the closing quote. */
    record Decoded(String value, int end) {
    }

    /**
     * Reads the one literal that makes up a text, such as a {@code play.sol} file.
     *
     * @param source the text
     * @param file the file's name, for messages
     * @return the value
     * @throws IllegalArgumentException naming the file and line if the text is not one literal
     */
    static Object value(String source, String file) {
        PythonLiteral reader = new PythonLiteral(source, file);
        Object value = reader.value();
        reader.expectEnd();
        return value;
    }

    /**
     * Reads a Python file that is one assignment, {@code name = <literal>}, as an ok test file is.
     *
     * @param source the file's text
     * @param file the file's name, for messages
     * @param name the name assigned, such as {@code test}
     * @return the value assigned
     * @throws IllegalArgumentException naming the file and line if the file is not that assignment
     */
    static Object assignment(String source, String file, String name) {
        PythonLiteral reader = new PythonLiteral(source, file);
        reader.skipSpace();
        if (!reader.source.startsWith(name, reader.position) || !reader.isWordEnd(reader.position + name.length())) {
            throw reader.error("'" + name + " = ' at the start of the file");
        }
        reader.position += name.length();
        reader.expect('=');
        Object value = reader.value();
        reader.expectEnd();
        return value;
    }

    /**
     * Decodes the string literal that starts at a position of a line of code, as the case interpreter's tokenizer
     * meets one. Prefixes are not looked at: the position is at the opening quote.
     *
     * @param code the code
     * @param start the position of the opening quote
     * @return the string and the position after its closing quote
     * @throws IllegalArgumentException if the string is not closed
     */
    static Decoded string(String code, int start) {
        PythonLiteral reader = new PythonLiteral(code, "code");
        reader.position = start;
        String value = reader.quoted(false, new ArrayList<>());
        return new Decoded(value, reader.position);
    }

    private Object value() {
        skipSpace();
        if (position >= source.length()) {
            throw error("a value");
        }
        char c = source.charAt(position);
        switch (c) {
            case '{':
                return dict();
            case '[':
                position++;
                return items(']');
            case '(':
                return parenthesised();
            case '\'':
            case '"':
                return strings();
            default:
                break;
        }
        if (c == '-' || c == '+' || c == '.' || Character.isDigit(c)) {
            return number();
        }
        if (Character.isLetter(c) || c == '_') {
            int start = position;
            while (position < source.length() && isWordChar(source.charAt(position))) {
                position++;
            }
            String word = source.substring(start, position);
            if (position < source.length() && isQuote(source.charAt(position)) && isPrefix(word)) {
                position = start;
                return strings();
            }
            switch (word) {
                case "True": return Boolean.TRUE;
                case "False": return Boolean.FALSE;
                case "None": return CaseInterpreter.NONE;
                default:
                    position = start;
                    throw refusal("a value but found the name '" + word + "'");
            }
        }
        throw error("a value");
    }

    private Dict dict() {
        position++;
        Dict dict = new Dict(line);
        while (!accept('}')) {
            Object key = value();
            if (key instanceof Str text) {
                key = text.text();
            }
            expect(':');
            dict.put(key, value());
            if (!accept(',')) {
                expect('}');
                break;
            }
        }
        return dict;
    }

    private List<Object> items(char close) {
        List<Object> items = new ArrayList<>();
        while (!accept(close)) {
            items.add(value());
            if (!accept(',')) {
                expect(close);
                break;
            }
        }
        return items;
    }

    private Object parenthesised() {
        position++;
        if (accept(')')) {
            return Tuple.of();
        }
        Object first = value();
        if (accept(')')) {
            return first;
        }
        expect(',');
        List<Object> items = new ArrayList<>(List.of(first));
        items.addAll(items(')'));
        return new Tuple(items);
    }

    private Object number() {
        int start = position;
        if (source.charAt(position) == '-' || source.charAt(position) == '+') {
            position++;
            skipSpace();
        }
        String sign = source.charAt(start) == '-' ? "-" : "";
        int digits = position;
        while (position < source.length() && (Character.isLetterOrDigit(source.charAt(position))
                || source.charAt(position) == '.' || source.charAt(position) == '_'
                || (source.charAt(position) == '-' || source.charAt(position) == '+')
                        && Character.toLowerCase(source.charAt(position - 1)) == 'e')) {
            position++;
        }
        String text = sign + source.substring(digits, position).replace("_", "");
        try {
            if (text.matches("-?\\d+")) {
                return new BigInteger(text);
            }
            if (text.matches("-?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?")) {
                return Double.parseDouble(text);
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        position = start;
        throw error("a number");
    }

    /** One string, or several side by side, which Python joins into one. */
    private Str strings() {
        StringBuilder text = new StringBuilder();
        List<Integer> lines = new ArrayList<>();
        lines.add(line);
        do {
            boolean raw = false;
            while (Character.isLetter(source.charAt(position))) {
                raw |= Character.toLowerCase(source.charAt(position)) == 'r';
                position++;
            }
            text.append(quoted(raw, lines));
            skipSpace();
        } while (position < source.length() && (isQuote(source.charAt(position)) || startsPrefixedString()));
        return new Str(text.toString(), lines);
    }

    private boolean startsPrefixedString() {
        int end = position;
        while (end < source.length() && Character.isLetter(source.charAt(end))) {
            end++;
        }
        return end > position && end < source.length() && isQuote(source.charAt(end))
                && isPrefix(source.substring(position, end));
    }

    /**
     * Reads one quoted string at the position, noting in {@code lines} the file line of every line the value starts.
     */
    private String quoted(boolean raw, List<Integer> lines) {
        char quote = source.charAt(position);
        boolean triple = source.startsWith(String.valueOf(quote).repeat(3), position);
        int openLine = line;
        position += triple ? 3 : 1;
        StringBuilder value = new StringBuilder();
        while (true) {
            if (position >= source.length()) {
                line = openLine;
                throw refusal("the string opened here to be closed with " + (triple ? "a triple " : "a ") + quote);
            }
            char c = source.charAt(position);
            if (c == quote && (!triple || source.startsWith(String.valueOf(quote).repeat(3), position))) {
                position += triple ? 3 : 1;
                return value.toString();
            }
            if (c == '\n') {
                if (!triple) {
                    line = openLine;
                    throw refusal("the string opened here to be closed on its line with " + quote);
                }
                line++;
                position++;
                value.append('\n');
                lines.add(line);
            } else if (c == '\\' && position + 1 < source.length()) {
                if (raw) {
                    char next = source.charAt(position + 1);
                    value.append(c).append(next);
                    position += 2;
                    if (next == '\n') {
                        line++;
                        lines.add(line);
                    }
                } else {
                    escape(value, lines);
                }
            } else {
                value.append(c);
                position++;
            }
        }
    }

    private void escape(StringBuilder value, List<Integer> lines) {
        char next = source.charAt(position + 1);
        position += 2;
        switch (next) {
            case '\n':
                line++;
                return;
            case '\\': value.append('\\'); return;
            case '\'': value.append('\''); return;
            case '"': value.append('"'); return;
            case 'n':
                value.append('\n');
                lines.add(line);
                return;
            case 't': value.append('\t'); return;
            case 'r': value.append('\r'); return;
            case 'a': value.append('\u0007'); return;
            case 'b': value.append('\b'); return;
            case 'f': value.append('\f'); return;
            case 'v': value.append('\u000b'); return;
            case 'x': value.appendCodePoint(hex(2)); return;
            case 'u': value.appendCodePoint(hex(4)); return;
            case 'U': value.appendCodePoint(hex(8)); return;
            default:
                break;
        }
        if (next >= '0' && next <= '7') {
            int code = next - '0';
            for (int i = 0; i < 2 && position < source.length() && source.charAt(position) >= '0'
                    && source.charAt(position) <= '7'; i++) {
                code = code * 8 + source.charAt(position++) - '0';
            }
            value.append((char) code);
            return;
        }
        value.append('\\').append(next);
    }

    private int hex(int digits) {
        if (position + digits > source.length()
                || !source.substring(position, position + digits).matches("[0-9a-fA-F]+")) {
            throw error(digits + " hex digits after the escape");
        }
        int code = Integer.parseInt(source.substring(position, position + digits), 16);
        position += digits;
        return code;
    }

    /** Skips spaces, newlines and comments, counting lines. */
    private void skipSpace() {
        while (position < source.length()) {
            char c = source.charAt(position);
            if (c == '\n') {
                line++;
                position++;
            } else if (c == '#') {
                while (position < source.length() && source.charAt(position) != '\n') {
                    position++;
                }
            } else if (c == '\\' && position + 1 < source.length() && source.charAt(position + 1) == '\n') {
                position++;
            } else if (Character.isWhitespace(c)) {
                position++;
            } else {
                return;
            }
        }
    }

    private boolean accept(char c) {
        skipSpace();
        if (position < source.length() && source.charAt(position) == c) {
            position++;
            return true;
        }
        return false;
    }

    private void expect(char c) {
        if (!accept(c)) {
            throw error("'" + c + "'");
        }
    }

    private void expectEnd() {
        skipSpace();
        if (position < source.length()) {
            throw error("the end of the file");
        }
    }

    private IllegalArgumentException refusal(String expected) {
        return new IllegalArgumentException(file + ":" + line + ": expected " + expected);
    }

    private IllegalArgumentException error(String expected) {
        String found = position >= source.length() ? "the end of the file"
                : "'" + source.substring(position, Math.min(source.length(), position + 20)).split("\n", -1)[0] + "'";
        return new IllegalArgumentException(file + ":" + line + ": expected " + expected + ", found " + found);
    }

    private boolean isWordEnd(int at) {
        return at >= source.length() || !isWordChar(source.charAt(at));
    }

    private static boolean isWordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }

    private static boolean isQuote(char c) {
        return c == '\'' || c == '"';
    }

    private static boolean isPrefix(String word) {
        return word.matches("(?i)r|u|b|br|rb");
    }
}
