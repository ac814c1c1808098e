package dev.hog.course;

import dev.hog.api.API;
import java.util.List;
import java.util.Map;

/**
 * The arguments of a call to a bound course function, matched to its parameters by position or keyword, with the
 * defaults filled in.
 */
@API(status = API.Status.EXPERIMENTAL, since = "1.0")
public final class Arguments {
    private final String function;
    private final Map<String, Object> values;
    private final List<Object> rest;

    Arguments(String function, Map<String, Object> values, List<Object> rest) {
        this.function = function;
        this.values = values;
        this.rest = rest;
    }

    /**
     * An argument.
     *
     * @param name the parameter's name
     * @return its value
     */
    public Object get(String name) {
        if (!values.containsKey(name)) {
            throw new IllegalArgumentException(function + " has no parameter " + name);
        }
        return values.get(name);
    }

    /**
     * An integer argument.
     *
     * @param name the parameter's name
     * @return its value
     */
    public int integer(String name) {
        Object value = get(name);
        if (value instanceof Integer number) {
            return number;
        }
        throw new IllegalArgumentException(function + ": " + name + " must be an int, not " + value);
    }

    /**
     * A boolean argument.
     *
     * @param name the parameter's name
     * @return its value
     */
    public boolean bool(String name) {
        Object value = get(name);
        if (value instanceof Boolean flag) {
            return flag;
        }
        throw new IllegalArgumentException(function + ": " + name + " must be a bool, not " + value);
    }

    /**
     * Whether an optional argument was given or defaulted to something other than {@code None}.
     *
     * @param name the parameter's name
     * @return {@code true} unless it is {@code None}
     */
    public boolean given(String name) {
        return get(name) != CaseInterpreter.NONE;
    }

    /**
     * The name of a course function given as an argument, such as {@code simple_update} for
     * {@code update=hog.simple_update}.
     *
     * @param name the parameter's name
     * @return the name the function was bound by
     * @throws IllegalArgumentException if the argument is not a bound course function
     */
    @API(status = API.Status.EXPERIMENTAL, since = "2.0")
    public String functionName(String name) {
        return CaseInterpreter.functionName(get(name)).orElseThrow(() -> new IllegalArgumentException(function
                + ": " + name + " must be a course function, not " + CaseInterpreter.repr(get(name))));
    }

    /**
     * The arguments a {@code *name} parameter collected.
     *
     * @return the extra positional arguments
     */
    public List<Object> rest() {
        return rest;
    }
}
