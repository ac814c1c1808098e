package dev.hog.course;

import dev.hog.api.API;
import dev.hog.api.game.Scores;
import dev.hog.api.game.Strategy;
import dev.hog.api.play.Commentary;
import dev.hog.api.play.Dice;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Runs course cases written as plain Python calls, against Java functions bound to the course's names.
 *
 * <p>It understands what the transcribed cases use outside function definitions: integer (an {@code int} beyond 32
 * bits is a {@link BigInteger}, which compares exactly), float, string (with
 * Python's quotes and escapes) and boolean literals, names (a {@code hog.} prefix is ignored, and a dotted name such as
 * {@code tests.play_utils.describe_game} is looked up whole), assignments (also to several names from a tuple), calls
 * with positional, keyword and {@code *} arguments, lists, tuples, subscripts such as {@code turns[0]}, a function's
 * or dice's {@code __name__},
 * {@code + - * / // %}, comparisons, {@code lambda}
 * expressions, {@code import} statements (as no-ops: the course names are bound beforehand), and the built-ins
 * {@code range}, {@code len}, {@code sum}, {@code max}, {@code min}, {@code abs} and {@code print}. A {@code #} comment
 * runs to the next {@code ;}. Like the course's interpreter prompt, every statement whose value is not {@code None}
 * echoes that value.
 *
 * <p>Values of the API types are callable as the course's functions are: {@link Dice} with no arguments rolls a
 * six-sided die, a {@link Strategy} takes the two scores, and a {@link Commentary} takes the two scores, prints what it
 * says and returns the next commentary. {@link Scores} behave as tuples.
 *
 * <p>One interpreter is one session: names assigned by a case stay bound for the next.
 */
@API(status = API.Status.EXPERIMENTAL, since = "1.0")
public final class CaseInterpreter {
    /** Python's {@code None}. */
    public static final Object NONE = new Object() {
        @Override
        public String toString() {
            return "None";
        }
    };

    private final Map<String, Object> names = new HashMap<>();
    private final Deque<Map<String, Object>> frames = new ArrayDeque<>();
    private final List<String> output = new ArrayList<>();

    /** A session with the built-ins bound. */
    public CaseInterpreter() {
        define("range", "start, stop=None", args -> {
            int start = args.given("stop") ? args.integer("start") : 0;
            int stop = args.given("stop") ? args.integer("stop") : args.integer("start");
            List<Object> range = new ArrayList<>();
            for (int i = start; i < stop; i++) {
                range.add(i);
            }
            return range;
        });
        define("max", "*items", args -> args.rest().stream().map(CaseInterpreter::integer).max(Integer::compare)
                .orElseThrow());
        define("min", "*items", args -> args.rest().stream().map(CaseInterpreter::integer).min(Integer::compare)
                .orElseThrow());
        define("abs", "x", args -> Math.abs(args.integer("x")));
        define("print", "*values", args -> {
            print(args.rest().stream().map(value -> value instanceof String text ? text : repr(value))
                    .collect(Collectors.joining(" ")));
            return null;
        });
        define("len", "items", args -> items(args.get("items")).size());
        define("sum", "items", args -> {
            Object total = 0;
            for (Object item : items(args.get("items"))) {
                total = add(total, item);
            }
            return total;
        });
    }

    /**
     * Binds a value to a name.
     *
     * @param name the name
     * @param value the value
     * @return this interpreter
     */
    public CaseInterpreter bind(String name, Object value) {
        names.put(name, Objects.requireNonNull(value, name));
        return this;
    }

    /**
     * Binds a Java function to a course function's name.
     *
     * @param name the course's function name, such as {@code free_bacon}
     * @param parameters the Python parameter list, such as {@code "score, cutoff=8, *outcomes"}; defaults are literals
     * @param body the function, given the arguments matched to the parameters
     * @return this interpreter
     */
    public CaseInterpreter define(String name, String parameters, Function<Arguments, Object> body) {
        return bind(name, function(name, parameters, body));
    }

    /**
     * A Java function as a Python function value, for a bound function to return.
     *
     * @param name its name, for messages
     * @param parameters its Python parameter list
     * @param body the function
     * @return the function value
     */
    public Object function(String name, String parameters, Function<Arguments, Object> body) {
        return new BoundFunction(name, parameters, body);
    }

    /**
     * Prints a line, as a bound function that prints would; text of several lines prints each.
     *
     * @param line the line
     */
    public void print(String line) {
        output.addAll(List.of(line.split("\\n", -1)));
    }

    /**
     * Runs a suite's setup.
     *
     * @param code the statements
     * @throws UnsupportedCaseException if the code is beyond this interpreter
     */
    public void setUp(String code) {
        if (!code.isBlank()) {
            run(code);
        }
    }

    /**
     * Runs a case and returns what it printed, as the cases file writes it.
     *
     * @param code the statements
     * @return the lines printed and the values echoed, separated by {@code " | "}, or
     *     {@code "(no output / must not raise)"} if nothing was
     * @throws UnsupportedCaseException if the code is beyond this interpreter or names an unbound function
     */
    public String run(String code) {
        List<Node> statements = new Parser(code).program();
        output.clear();
        for (Node statement : statements) {
            Object value = statement.evaluate(this);
            if (value != NONE) {
                output.add(repr(value));
            }
        }
        return output.isEmpty() ? "(no output / must not raise)" : String.join(" | ", output);
    }

    /**
     * A value as Python's {@code repr} writes it.
     *
     * @param value the value
     * @return its text
     */
    public static String repr(Object value) {
        if (value instanceof Boolean flag) {
            return flag ? "True" : "False";
        }
        if (value instanceof Double number) {
            return number == Math.rint(number) && Math.abs(number) < 1e16
                    ? String.format(Locale.ROOT, "%.1f", number) : Double.toString(number);
        }
        if (value instanceof String text) {
            return "'" + text + "'";
        }
        if (value instanceof Scores scores) {
            return repr(Tuple.of(scores.score0(), scores.score1()));
        }
        if (value instanceof Tuple tuple) {
            return tuple.items().stream().map(CaseInterpreter::repr)
                    .collect(Collectors.joining(", ", "(", tuple.items().size() == 1 ? ",)" : ")"));
        }
        if (value instanceof List<?> list) {
            return list.stream().map(CaseInterpreter::repr).collect(Collectors.joining(", ", "[", "]"));
        }
        return String.valueOf(value);
    }

    /** The name of a bound course function, if the value is one. */
    static Optional<String> functionName(Object value) {
        return value instanceof BoundFunction function ? Optional.of(function.name) : Optional.empty();
    }

    /**
     * {@code value.name}: only {@code __name__}, the name Python gives a function: a bound course function's name,
     * {@code <lambda>} for a lambda, {@code rerolled} for {@link RerolledDice}, and {@code dice} for other dice, as the
     * course's {@code dice.py} names the functions it makes.
     */
    static Object attribute(Object value, String name) {
        if (!name.equals("__name__")) {
            throw new UnsupportedCaseException("the attribute " + name + " is not supported");
        }
        if (value instanceof BoundFunction function) {
            return function.name;
        }
        if (value instanceof Lambda) {
            return "<lambda>";
        }
        if (value instanceof RerolledDice) {
            return RerolledDice.NAME;
        }
        if (value instanceof Dice) {
            return "dice";
        }
        throw new UnsupportedCaseException("the __name__ of " + repr(value) + " is not known");
    }

    /**
     * The value bound to a name, as a bound function that reads the session's names would.
     *
     * @param name the name
     * @return its value
     * @throws UnsupportedCaseException if nothing is bound to it
     */
    public Object value(String name) {
        return lookup(name);
    }

    Object lookup(String name) {
        Object value = frames.isEmpty() ? null : frames.peek().get(name);
        if (value == null) {
            value = names.get(name);
        }
        if (value == null) {
            throw new UnsupportedCaseException("name '" + name + "' is not bound");
        }
        return value;
    }

    /**
     * Calls a value as Python would: a bound function, a lambda, or a value of an API type.
     *
     * @param callee the value to call
     * @param positional the arguments
     * @return the result
     */
    public Object call(Object callee, List<Object> positional) {
        return call(callee, positional, Map.of());
    }

    Object call(Object callee, List<Object> positional, Map<String, Object> keywords) {
        if (callee instanceof BoundFunction function) {
            return function.call(positional, keywords);
        }
        if (callee instanceof Lambda lambda && keywords.isEmpty()) {
            if (positional.size() != lambda.parameters().size()) {
                throw new IllegalArgumentException("the lambda takes " + lambda.parameters().size()
                        + " arguments, not " + positional.size());
            }
            Map<String, Object> frame = new HashMap<>();
            for (int i = 0; i < positional.size(); i++) {
                frame.put(lambda.parameters().get(i), positional.get(i));
            }
            frames.push(frame);
            try {
                return lambda.body().evaluate(this);
            } finally {
                frames.pop();
            }
        }
        if (!keywords.isEmpty()) {
            throw new IllegalArgumentException(callee + " takes no keyword arguments");
        }
        if (callee instanceof Dice dice && positional.isEmpty()) {
            return dice.roll(6);
        }
        if (callee instanceof Commentary commentary && positional.size() == 2) {
            return commentary.say(integer(positional.get(0)), integer(positional.get(1)), output::add);
        }
        if (callee instanceof Strategy strategy && positional.size() == 2) {
            return strategy.numRolls(integer(positional.get(0)), integer(positional.get(1)));
        }
        throw new IllegalArgumentException(repr(callee) + " cannot be called with " + positional);
    }

    /**
     * A value as a strategy: a strategy as it is, or a course function of the two scores.
     *
     * @param value the value
     * @return the strategy
     */
    public Strategy strategy(Object value) {
        if (value instanceof Strategy strategy) {
            return strategy;
        }
        return Strategy.named(repr(value), (score, opponentScore) -> {
            Object dice = call(value, List.of(score, opponentScore), Map.of());
            if (dice instanceof Integer number) {
                return number;
            }
            throw new IllegalArgumentException(repr(value) + " returned " + repr(dice) + ", not an int");
        });
    }

    void assign(String name, Object value) {
        names.put(name, value);
    }

    /**
     * A Python number as a Java double.
     *
     * @param value an int or a float
     * @return its value
     */
    public static double number(Object value) {
        if (value instanceof Number number) {
            return number.doubleValue();
        }
        throw new IllegalArgumentException("expected a number, not " + repr(value));
    }

    private static int integer(Object value) {
        if (value instanceof Integer number) {
            return number;
        }
        throw new IllegalArgumentException("expected an int, not " + repr(value));
    }

    static Object unpackable(Object value) {
        return normal(value);
    }

    static List<?> items(Object value) {
        if (value instanceof List<?> list) {
            return list;
        }
        if (value instanceof Tuple tuple) {
            return tuple.items();
        }
        throw new IllegalArgumentException("expected a list or tuple, not " + repr(value));
    }

    /** {@code sequence[index]} of a list or tuple, counting from the end for a negative index as Python does. */
    static Object item(Object sequence, Object index) {
        List<?> items = items(normal(sequence));
        int at = integer(index);
        int position = at < 0 ? items.size() + at : at;
        if (position < 0 || position >= items.size()) {
            throw new IllegalArgumentException("index " + at + " is out of range for " + repr(sequence));
        }
        return items.get(position);
    }

    static Object add(Object left, Object right) {
        if (left instanceof List<?> a && right instanceof List<?> b) {
            List<Object> joined = new ArrayList<>(a);
            joined.addAll(b);
            return joined;
        }
        return arithmetic("+", left, right);
    }

    static Object arithmetic(String operator, Object left, Object right) {
        if (operator.equals("*") && left instanceof List<?> list && right instanceof Integer times) {
            List<Object> repeated = new ArrayList<>();
            for (int i = 0; i < times; i++) {
                repeated.addAll(list);
            }
            return repeated;
        }
        if (left instanceof Integer a && right instanceof Integer b) {
            switch (operator) {
                case "+": return a + b;
                case "-": return a - b;
                case "*": return a * b;
                case "//": return Math.floorDiv(a, b);
                case "%": return Math.floorMod(a, b);
                case "/": return (double) a / b;
                default: break;
            }
        }
        if (left instanceof Number a && right instanceof Number b) {
            double x = a.doubleValue();
            double y = b.doubleValue();
            switch (operator) {
                case "+": return x + y;
                case "-": return x - y;
                case "*": return x * y;
                case "/": return x / y;
                default: break;
            }
        }
        throw new IllegalArgumentException("cannot compute " + repr(left) + " " + operator + " " + repr(right));
    }

    static boolean compare(String operator, Object left, Object right) {
        switch (operator) {
            case "==": return equal(left, right);
            case "!=": return !equal(left, right);
            default: break;
        }
        int order = Double.compare(number(left), number(right));
        switch (operator) {
            case ">=": return order >= 0;
            case "<=": return order <= 0;
            case ">": return order > 0;
            default: return order < 0;
        }
    }

    static boolean equal(Object left, Object right) {
        if (left instanceof BigInteger || right instanceof BigInteger) {
            return left instanceof Number a && right instanceof Number b && finite(a) && finite(b)
                    && exact(a).compareTo(exact(b)) == 0;
        }
        if (left instanceof Number a && right instanceof Number b) {
            return a.doubleValue() == b.doubleValue();
        }
        return Objects.equals(normal(left), normal(right));
    }

    private static boolean finite(Number number) {
        return !(number instanceof Double real) || Double.isFinite(real);
    }

    /** A finite number exactly, to compare an int of any size with another number. */
    private static BigDecimal exact(Number number) {
        if (number instanceof BigInteger big) {
            return new BigDecimal(big);
        }
        return number instanceof Double real ? new BigDecimal(real) : BigDecimal.valueOf(number.longValue());
    }

    private static Object normal(Object value) {
        return value instanceof Scores scores ? Tuple.of(scores.score0(), scores.score1()) : value;
    }

    /** A Python lambda: parameters and an expression. */
    record Lambda(List<String> parameters, Node body) {
        @Override
        public String toString() {
            return "<lambda>";
        }
    }

    /** An expression or statement. */
    @FunctionalInterface
    interface Node {
        Object evaluate(CaseInterpreter session);
    }

    /** A Java function under a course function's name and Python parameter list. */
    private static final class BoundFunction {
        private final String name;
        private final List<String> parameters = new ArrayList<>();
        private final Map<String, Object> defaults = new HashMap<>();
        private String rest;
        private final Function<Arguments, Object> body;

        BoundFunction(String name, String signature, Function<Arguments, Object> body) {
            this.name = name;
            this.body = body;
            for (String part : signature.split(",")) {
                String parameter = part.strip();
                if (parameter.isEmpty()) {
                    continue;
                }
                if (parameter.startsWith("*")) {
                    rest = parameter.substring(1);
                } else if (parameter.contains("=")) {
                    String[] pair = parameter.split("=", 2);
                    parameters.add(pair[0].strip());
                    defaults.put(pair[0].strip(), literal(pair[1].strip()));
                } else {
                    parameters.add(parameter);
                }
            }
        }

        private static Object literal(String text) {
            switch (text) {
                case "None": return NONE;
                case "True": return true;
                case "False": return false;
                default: return Integer.parseInt(text);
            }
        }

        Object call(List<Object> positional, Map<String, Object> keywords) {
            Map<String, Object> values = new LinkedHashMap<>();
            List<Object> extra = new ArrayList<>();
            for (int i = 0; i < positional.size(); i++) {
                if (i < parameters.size()) {
                    values.put(parameters.get(i), positional.get(i));
                } else if (rest != null) {
                    extra.add(positional.get(i));
                } else {
                    throw new IllegalArgumentException(name + " takes " + parameters.size() + " arguments, not "
                            + positional.size());
                }
            }
            for (Map.Entry<String, Object> keyword : keywords.entrySet()) {
                if (!parameters.contains(keyword.getKey())) {
                    throw new IllegalArgumentException(name + " has no parameter " + keyword.getKey());
                }
                if (values.put(keyword.getKey(), keyword.getValue()) != null) {
                    throw new IllegalArgumentException(name + " got " + keyword.getKey() + " twice");
                }
            }
            for (String parameter : parameters) {
                if (!values.containsKey(parameter)) {
                    if (!defaults.containsKey(parameter)) {
                        throw new IllegalArgumentException(name + " is missing " + parameter);
                    }
                    values.put(parameter, defaults.get(parameter));
                }
            }
            Object result = body.apply(new Arguments(name, values, List.copyOf(extra)));
            return result == null ? NONE : result;
        }

        @Override
        public String toString() {
            return "<function " + name + ">";
        }
    }
}
