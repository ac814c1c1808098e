package dev.hog.course;

import dev.hog.course.CaseInterpreter.Node;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Parses the Python subset of {@link CaseInterpreter} into nodes, before any of it runs. */
final class Parser {
    private enum Kind { NUMBER, NAME, STRING, OPERATOR, END }

    private record Token(Kind kind, String text) {
    }

    private static final Set<String> UNSUPPORTED_WORDS = Set.of("def", "while", "for", "if", "return", "assert", "in", "not", "and", "or", "else", "elif", "class", "with", "try");

    private static final Pattern NEXT_STATEMENT =
            Pattern.compile("\\s*(?:[A-Za-z_][\\w.]*\\s*(?:==?|\\(|,|$)|(?:from|import)\\b)");

    private final List<Token> tokens;
    private int position;

    Parser(String code) {
        this.tokens = tokenize(code);
    }

    List<Node> program() {
        List<Node> statements = new ArrayList<>();
        while (peek().kind() != Kind.END) {
            if (accept(";")) {
                continue;
            }
            statements.add(statement());
            if (peek().kind() != Kind.END) {
                expect(";");
            }
        }
        return statements;
    }

    private Node statement() {
        if (peek().text().equals("import") || peek().text().equals("from")) {
            while (peek().kind() != Kind.END && !peek().text().equals(";")) {
                next();
            }
            return session -> CaseInterpreter.NONE;
        }
        if (peek().kind() == Kind.NAME && tokens.get(position + 1).text().equals(",")) {
            int start = position;
            List<String> targets = new ArrayList<>();
            do {
                if (peek().kind() != Kind.NAME) {
                    break;
                }
                targets.add(next().text());
            } while (accept(","));
            if (accept("=")) {
                Node value = expression();
                return session -> {
                    List<?> items = CaseInterpreter.items(CaseInterpreter.unpackable(value.evaluate(session)));
                    if (items.size() != targets.size()) {
                        throw new IllegalArgumentException("cannot unpack " + items.size() + " values into "
                                + targets);
                    }
                    for (int i = 0; i < targets.size(); i++) {
                        session.assign(targets.get(i), items.get(i));
                    }
                    return CaseInterpreter.NONE;
                };
            }
            position = start;
        }
        int start = position;
        if (peek().kind() == Kind.NAME) {
            String name = dottedName();
            if (accept("=")) {
                Node value = expression();
                return session -> {
                    session.assign(name, value.evaluate(session));
                    return CaseInterpreter.NONE;
                };
            }
            position = start;
        }
        return expression();
    }

    private Node expression() {
        if (peek().text().equals("lambda")) {
            next();
            List<String> parameters = new ArrayList<>();
            while (!accept(":")) {
                parameters.add(next().text());
                if (!accept(",")) {
                    expect(":");
                    break;
                }
            }
            Node body = expression();
            return session -> new CaseInterpreter.Lambda(parameters, body);
        }
        Node left = sum();
        for (String operator : List.of("==", "!=", ">=", "<=", ">", "<")) {
            if (accept(operator)) {
                Node right = sum();
                return session -> CaseInterpreter.compare(operator, left.evaluate(session), right.evaluate(session));
            }
        }
        return left;
    }

    private Node sum() {
        Node node = term();
        while (peek().text().equals("+") || peek().text().equals("-")) {
            String operator = next().text();
            Node left = node;
            Node right = term();
            node = operator.equals("+")
                    ? session -> CaseInterpreter.add(left.evaluate(session), right.evaluate(session))
                    : session -> CaseInterpreter.arithmetic("-", left.evaluate(session), right.evaluate(session));
        }
        return node;
    }

    private Node term() {
        Node node = unary();
        while (List.of("*", "/", "//", "%").contains(peek().text()) && peek().kind() == Kind.OPERATOR) {
            String operator = next().text();
            Node left = node;
            Node right = unary();
            node = session -> CaseInterpreter.arithmetic(operator, left.evaluate(session), right.evaluate(session));
        }
        return node;
    }

    private Node unary() {
        if (accept("-")) {
            Node operand = unary();
            return session -> CaseInterpreter.arithmetic("-", 0, operand.evaluate(session));
        }
        return postfix();
    }

    private Node postfix() {
        Node node = atom();
        while (peek().text().equals("(") || peek().text().equals("[") || peek().text().equals(".")) {
            if (accept(".")) {
                Token attribute = next();
                if (attribute.kind() != Kind.NAME) {
                    throw new UnsupportedCaseException("expected an attribute's name but found '" + attribute.text()
                            + "'");
                }
                Node owner = node;
                node = session -> CaseInterpreter.attribute(owner.evaluate(session), attribute.text());
                continue;
            }
            if (accept("[")) {
                Node sequence = node;
                Node index = expression();
                expect("]");
                node = session -> CaseInterpreter.item(sequence.evaluate(session), index.evaluate(session));
                continue;
            }
            expect("(");
            Node callee = node;
            List<Node> positional = new ArrayList<>();
            List<Node> spread = new ArrayList<>();
            Map<String, Node> keywords = new LinkedHashMap<>();
            while (!accept(")")) {
                if (accept("*")) {
                    spread.add(expression());
                    positional.add(null);
                } else if (peek().kind() == Kind.NAME && tokens.get(position + 1).text().equals("=")) {
                    String keyword = next().text();
                    next();
                    keywords.put(keyword, expression());
                } else {
                    positional.add(expression());
                }
                if (!accept(",")) {
                    expect(")");
                    break;
                }
            }
            node = session -> {
                List<Object> arguments = new ArrayList<>();
                int spreads = 0;
                for (Node argument : positional) {
                    if (argument == null) {
                        arguments.addAll(CaseInterpreter.items(spread.get(spreads++).evaluate(session)));
                    } else {
                        arguments.add(argument.evaluate(session));
                    }
                }
                Map<String, Object> values = new LinkedHashMap<>();
                keywords.forEach((name, value) -> values.put(name, value.evaluate(session)));
                return session.call(callee.evaluate(session), arguments, values);
            };
        }
        return node;
    }

    /** A Python int literal: an Integer where it fits, else a BigInteger, as Python's ints have no bound. */
    private static Object integer(String text) {
        BigInteger value = new BigInteger(text);
        return value.bitLength() < Integer.SIZE ? (Object) value.intValueExact() : value;
    }

    private Node atom() {
        Token token = next();
        switch (token.kind()) {
            case NUMBER: {
                Object value = token.text().contains(".") ? (Object) Double.parseDouble(token.text())
                        : integer(token.text());
                return session -> value;
            }
            case STRING: {
                String value = token.text();
                return session -> value;
            }
            case NAME:
                position--;
                return name(dottedName());
            case OPERATOR:
                if (token.text().equals("(")) {
                    return parenthesised();
                }
                if (token.text().equals("[")) {
                    List<Node> items = items("]");
                    return session -> evaluateAll(items, session);
                }
                break;
            default:
                break;
        }
        throw new UnsupportedCaseException("unexpected '" + token.text() + "'");
    }

    private Node name(String name) {
        switch (name) {
            case "True": return session -> true;
            case "False": return session -> false;
            case "None": return session -> CaseInterpreter.NONE;
            default:
                return session -> session.lookup(name);
        }
    }

    /**
     * A name, or names joined by dots such as {@code tests.play_utils.describe_game}, which is looked up whole; the
     * course's module prefix {@code hog.} is dropped, as its functions are bound by their own names. A dunder such as
     * {@code __name__} is not part of the name: it is the value's attribute.
     */
    private String dottedName() {
        StringBuilder name = new StringBuilder(next().text());
        while (peek().text().equals(".") && tokens.get(position + 1).kind() == Kind.NAME
                && !tokens.get(position + 1).text().startsWith("__")) {
            next();
            name.append('.').append(next().text());
        }
        String dotted = name.toString();
        return dotted.startsWith("hog.") ? dotted.substring("hog.".length()) : dotted;
    }

    private Node parenthesised() {
        if (accept(")")) {
            return session -> Tuple.of();
        }
        Node first = expression();
        if (accept(")")) {
            return first;
        }
        expect(",");
        List<Node> items = new ArrayList<>(List.of(first));
        items.addAll(items(")"));
        return session -> new Tuple(evaluateAll(items, session));
    }

    private List<Node> items(String close) {
        List<Node> items = new ArrayList<>();
        while (!accept(close)) {
            items.add(expression());
            if (!accept(",")) {
                expect(close);
                break;
            }
        }
        return items;
    }

    private static List<Object> evaluateAll(List<Node> nodes, CaseInterpreter session) {
        List<Object> values = new ArrayList<>();
        for (Node node : nodes) {
            values.add(node.evaluate(session));
        }
        return values;
    }

    private Token peek() {
        return tokens.get(position);
    }

    private Token next() {
        Token token = tokens.get(position);
        if (token.kind() != Kind.END) {
            position++;
        }
        return token;
    }

    private boolean accept(String text) {
        if (peek().kind() == Kind.OPERATOR && peek().text().equals(text)) {
            position++;
            return true;
        }
        return false;
    }

    private void expect(String text) {
        if (!accept(text)) {
            throw new UnsupportedCaseException("expected '" + text + "' but found '" + peek().text() + "'");
        }
    }

    /**
     * Where a comment ends. The cases join the lines of a session with {@code "; "}, and a comment may itself
     * contain {@code "; "}, so a comment ends only at a {@code ;} followed by what starts a statement: a name
     * followed by {@code =}, {@code (} or {@code ,}, or a lone name.
     */
    private static int endOfComment(String code, int start) {
        Matcher next = NEXT_STATEMENT.matcher(code);
        for (int semicolon = code.indexOf(';', start); semicolon >= 0; semicolon = code.indexOf(';', semicolon + 1)) {
            if (next.region(semicolon + 1, code.length()).lookingAt()) {
                return semicolon;
            }
        }
        return code.length();
    }

    private static List<Token> tokenize(String code) {
        List<Token> tokens = new ArrayList<>();
        int i = 0;
        while (i < code.length()) {
            char c = code.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '#') {
                i = endOfComment(code, i);
            } else if (Character.isDigit(c)) {
                int start = i;
                while (i < code.length() && (Character.isDigit(code.charAt(i)) || code.charAt(i) == '.')) {
                    i++;
                }
                tokens.add(new Token(Kind.NUMBER, code.substring(start, i)));
            } else if (Character.isLetter(c) || c == '_') {
                int start = i;
                while (i < code.length() && (Character.isLetterOrDigit(code.charAt(i)) || code.charAt(i) == '_')) {
                    i++;
                }
                String word = code.substring(start, i);
                if (UNSUPPORTED_WORDS.contains(word)) {
                    throw new UnsupportedCaseException("'" + word + "' is not supported");
                }
                tokens.add(new Token(Kind.NAME, word));
            } else if (c == '\'' || c == '"') {
                PythonLiteral.Decoded string;
                try {
                    string = PythonLiteral.string(code, i);
                } catch (IllegalArgumentException e) {
                    throw new UnsupportedCaseException("unterminated string");
                }
                tokens.add(new Token(Kind.STRING, string.value()));
                i = string.end();
            } else if (code.startsWith("==", i) || code.startsWith("//", i) || code.startsWith("!=", i)
                    || code.startsWith(">=", i) || code.startsWith("<=", i)) {
                tokens.add(new Token(Kind.OPERATOR, code.substring(i, i + 2)));
                i += 2;
            } else if ("()[],=;*+-/%.:<>".indexOf(c) >= 0) {
                tokens.add(new Token(Kind.OPERATOR, String.valueOf(c)));
                i++;
            } else {
                throw new UnsupportedCaseException("'" + c + "' is not supported");
            }
        }
        tokens.add(new Token(Kind.END, "end of code"));
        return tokens;
    }
}
