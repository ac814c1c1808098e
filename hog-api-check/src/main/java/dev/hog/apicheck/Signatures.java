package dev.hog.apicheck;

import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * Types as Java source writes them, fully qualified: {@code java.util.List<? extends dev.hog.api.rule.Rule>},
 * {@code dev.hog.api.play.Match.Builder}, {@code int[]}. Nested types are joined with a dot, as in source, rather than
 * the binary name's {@code $}.
 */
final class Signatures {
    private Signatures() {
    }

    static String name(Class<?> type) {
        if (type.isArray()) {
            return name(type.getComponentType()) + "[]";
        }
        Class<?> outer = type.getDeclaringClass();
        return outer == null ? type.getName() : name(outer) + "." + type.getSimpleName();
    }

    static String type(Type type) {
        if (type instanceof Class<?> c) {
            return name(c);
        }
        if (type instanceof ParameterizedType p) {
            Class<?> raw = (Class<?>) p.getRawType();
            String base = p.getOwnerType() instanceof ParameterizedType owner
                    ? type(owner) + "." + raw.getSimpleName()
                    : name(raw);
            return base + "<" + list(p.getActualTypeArguments()) + ">";
        }
        if (type instanceof TypeVariable<?> v) {
            return v.getName();
        }
        if (type instanceof WildcardType w) {
            if (w.getLowerBounds().length > 0) {
                return "? super " + list(w.getLowerBounds());
            }
            Type[] upper = w.getUpperBounds();
            return upper.length == 0 || upper[0] == Object.class ? "?" : "? extends " + list(upper);
        }
        if (type instanceof GenericArrayType a) {
            return type(a.getGenericComponentType()) + "[]";
        }
        throw new IllegalArgumentException("unknown kind of type: " + type);
    }

    /** {@code <T, R extends java.lang.Comparable<R>>}, or the empty string for none; bounds of Object go unsaid. */
    static String typeParameters(TypeVariable<?>[] parameters) {
        if (parameters.length == 0) {
            return "";
        }
        return Arrays.stream(parameters).map(Signatures::typeParameter).collect(Collectors.joining(", ", "<", ">"));
    }

    private static String typeParameter(TypeVariable<?> parameter) {
        Type[] bounds = parameter.getBounds();
        if (bounds.length == 1 && bounds[0] == Object.class) {
            return parameter.getName();
        }
        return parameter.getName() + " extends "
                + Arrays.stream(bounds).map(Signatures::type).collect(Collectors.joining(" & "));
    }

    /** Parameter types, the last written {@code T...} when the method takes variable arguments. */
    static String parameters(Type[] types, boolean varArgs) {
        String[] written = new String[types.length];
        for (int i = 0; i < types.length; i++) {
            written[i] = type(types[i]);
        }
        if (varArgs && written.length > 0) {
            String last = written[written.length - 1];
            written[written.length - 1] = last.substring(0, last.length() - 2) + "...";
        }
        return String.join(", ", written);
    }

    private static String list(Type[] types) {
        return Arrays.stream(types).map(Signatures::type).collect(Collectors.joining(", "));
    }

    /** A constant or annotation default as source writes it: {@code 100}, {@code 5L}, {@code "su20"}, {@code 'x'}. */
    static String literal(Object value, Class<?> type) {
        if (type == boolean.class) {
            return value instanceof Integer i ? String.valueOf(i != 0) : String.valueOf(value);
        }
        if (type == char.class) {
            char c = value instanceof Integer i ? (char) i.intValue() : (Character) value;
            return "'" + escape(String.valueOf(c), '\'') + "'";
        }
        if (type == long.class) {
            return value + "L";
        }
        if (type == float.class) {
            return value + "f";
        }
        if (value instanceof String s) {
            return "\"" + escape(s, '"') + "\"";
        }
        if (value instanceof Class<?> c) {
            return name(c) + ".class";
        }
        if (value instanceof Enum<?> e) {
            return name(e.getDeclaringClass()) + "." + e.name();
        }
        if (value != null && value.getClass().isArray()) {
            Class<?> component = type.isArray() ? type.getComponentType() : Object.class;
            int length = java.lang.reflect.Array.getLength(value);
            String[] items = new String[length];
            for (int i = 0; i < length; i++) {
                items[i] = literal(java.lang.reflect.Array.get(value, i), component);
            }
            return "{" + String.join(", ", items) + "}";
        }
        return String.valueOf(value);
    }

    private static String escape(String s, char quote) {
        StringBuilder out = new StringBuilder();
        for (char c : s.toCharArray()) {
            switch (c) {
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\t' -> out.append("\\t");
                case '\r' -> out.append("\\r");
                default -> {
                    if (c == quote) {
                        out.append('\\').append(c);
                    } else if (c < 0x20 || c > 0x7e) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString();
    }
}
