package dev.hog.apicheck;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A module's public API as text: for each type, a header line and one indented line per member, the form an API
 * record is kept in. The same text is read back from a record and made from compiled classes, so the two compare
 * line by line.
 *
 * @param types the types by name, in name order (so that a nested type follows the type it is declared in)
 */
record PublicApi(SortedMap<String, TypeApi> types) {
    /** The statuses {@code @API} gives, and the one a type without it is recorded with. */
    static final Set<String> STATUSES = Set.of("STABLE", "EXPERIMENTAL", "INTERNAL", "UNMARKED");

    /**
     * One type.
     *
     * @param name the type's name, nested types joined with a dot
     * @param header its status, modifiers, kind, name and type parameters
     * @param members one line each, in the record's order
     * @param breakingIfNew those of the members that break existing code by being there at all (an abstract method
     *     that implementations must now provide): known of the classes, empty for a record read from text
     */
    record TypeApi(String name, String header, List<String> members, Set<String> breakingIfNew) {
    }

    PublicApi {
        types = Collections.unmodifiableSortedMap(new TreeMap<>(types));
    }

    String render(List<String> comments) {
        StringBuilder out = new StringBuilder();
        for (String comment : comments) {
            out.append("# ").append(comment).append('\n');
        }
        for (TypeApi type : types.values()) {
            out.append('\n').append(type.header()).append('\n');
            for (String member : type.members()) {
                out.append("  ").append(member).append('\n');
            }
        }
        return out.toString();
    }

    /**
     * Reads a record back: lines starting with {@code #} are comments; an unindented line starts a type; an indented
     * line is a member of the type above it.
     */
    static PublicApi parse(List<String> lines, String source) {
        Map<String, TypeApi> types = new TreeMap<>();
        String header = null;
        List<String> members = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            if (Character.isWhitespace(line.charAt(0))) {
                if (header == null) {
                    throw new AssertionError(source + ":" + (i + 1) + ": a member line before any type: " + line);
                }
                members.add(line.strip());
            } else {
                add(types, header, members);
                header = line.strip();
                if (!STATUSES.contains(Header.parse(header).status())) {
                    throw new AssertionError(source + ":" + (i + 1) + ": a type's line starts with one of "
                            + String.join(", ", new TreeSet<>(STATUSES)) + ", not: " + line);
                }
                members = new ArrayList<>();
            }
        }
        add(types, header, members);
        return new PublicApi(new TreeMap<>(types));
    }

    private static void add(Map<String, TypeApi> types, String header, List<String> members) {
        if (header != null) {
            String name = Header.parse(header).name();
            types.put(name, new TypeApi(name, header, List.copyOf(members), Set.of()));
        }
    }

    /** The parts of a type's header line: {@code STABLE public final class dev.hog.api.play.Match}. */
    record Header(String status, Set<String> modifiers, String kind, String name, String typeParameters) {
        private static final Set<String> KINDS = Set.of("class", "interface", "enum", "record", "@interface");

        static Header parse(String line) {
            String[] words = line.split(" ", -1);
            int kind = 1;
            while (kind < words.length && !KINDS.contains(words[kind])) {
                kind++;
            }
            if (kind >= words.length - 1) {
                throw new AssertionError("not a type's line (status, modifiers, kind and name): " + line);
            }
            String declared = String.join(" ", List.of(words).subList(kind + 1, words.length));
            int angle = declared.indexOf('<');
            return new Header(words[0], Set.of(List.of(words).subList(1, kind).toArray(String[]::new)), words[kind],
                    angle < 0 ? declared : declared.substring(0, angle), angle < 0 ? "" : declared.substring(angle));
        }
    }

    /**
     * The parts of a member's line. {@code key} names the member across versions: a method or constructor by its name
     * and parameter types, a field by its name, any other line (supertypes, enum constants, record components) by
     * itself. {@code status} is the member's own {@code @API} status where it differs from its type's, else null.
     */
    record Member(String line, String status, Set<String> modifiers, String rest, String key) {
        static final Set<String> MODIFIERS = Set.of("public", "protected", "abstract", "default", "static", "final");
        private static final List<String> WHOLE_LINE_KEYS =
                List.of("extends ", "implements ", "permits ", "enum constant ", "record component ");

        static Member parse(String line) {
            String status = null;
            String rest = line;
            int space = rest.indexOf(' ');
            if (space > 0 && STATUSES.contains(rest.substring(0, space))) {
                status = rest.substring(0, space);
                rest = rest.substring(space + 1);
            }
            for (String prefix : WHOLE_LINE_KEYS) {
                if (rest.startsWith(prefix)) {
                    return new Member(line, status, Set.of(), rest, rest);
                }
            }
            List<String> modifiers = new ArrayList<>();
            for (space = rest.indexOf(' '); space > 0 && MODIFIERS.contains(rest.substring(0, space));
                    space = rest.indexOf(' ')) {
                modifiers.add(rest.substring(0, space));
                rest = rest.substring(space + 1);
            }
            return new Member(line, status, Set.copyOf(modifiers), rest, key(rest));
        }

        private static String key(String declaration) {
            int open = declaration.indexOf('(');
            if (open >= 0) {
                int close = declaration.indexOf(')', open);
                return declaration.substring(declaration.lastIndexOf(' ', open) + 1, close + 1);
            }
            int value = declaration.indexOf(" = ");
            String declared = value < 0 ? declaration : declaration.substring(0, value);
            return declared.substring(declared.lastIndexOf(' ') + 1);
        }
    }
}
