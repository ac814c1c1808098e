package dev.hog.apicheck;

import dev.hog.apicheck.PublicApi.Header;
import dev.hog.apicheck.PublicApi.Member;
import dev.hog.apicheck.PublicApi.TypeApi;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How a module's public API differs from its record, sorted by what the difference means for a minor release.
 *
 * <ul>
 *   <li>{@code breaking}: a change to STABLE API that code compiled against the record may not survive: a type or
 *   member gone or changed, a type that loses STABLE, a new abstract method that implementations must provide, a class
 *   made final or abstract. Types without {@code @API} are exported public API all the same, and are held to STABLE's
 *   promise.</li>
 *   <li>{@code allowed}: the same kinds of change to EXPERIMENTAL or INTERNAL API, which a minor release may make.</li>
 *   <li>{@code compatible}: new types and members, and changes that break nothing (a method made default, a class no
 *   longer final).</li>
 * </ul>
 *
 * @param breaking incompatible changes to STABLE API
 * @param allowed incompatible changes to EXPERIMENTAL or INTERNAL API
 * @param compatible additions and compatible changes
 */
record ApiChanges(List<String> breaking, List<String> allowed, List<String> compatible) {
    /** Modifiers whose gain breaks callers or subclasses (of a type or of a member). */
    private static final Set<String> BREAKING_GAINS = Set.of("abstract", "final", "sealed", "static");
    /** Modifiers whose loss breaks callers or subclasses. */
    private static final Set<String> BREAKING_LOSSES = Set.of("public", "static");

    boolean none() {
        return breaking.isEmpty() && allowed.isEmpty() && compatible.isEmpty();
    }

    static ApiChanges between(PublicApi recorded, PublicApi current) {
        ApiChanges changes = new ApiChanges(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        for (TypeApi before : recorded.types().values()) {
            TypeApi after = current.types().get(before.name());
            if (after == null) {
                changes.incompatible(status(before), before.name() + " is gone (was: " + before.header() + ")");
            } else {
                changes.compare(before, after);
            }
        }
        for (TypeApi after : current.types().values()) {
            if (!recorded.types().containsKey(after.name())) {
                changes.compatible.add(after.name() + " is new: " + after.header()
                        + (status(after).equals("UNMARKED") ? " (without @API, it is held to STABLE's promise)" : ""));
            }
        }
        return changes;
    }

    private static String status(TypeApi type) {
        return Header.parse(type.header()).status();
    }

    /** STABLE, or exported without {@code @API}, which a minor release must keep as compatibly. */
    private static boolean heldStable(String status) {
        return status.equals("STABLE") || status.equals("UNMARKED");
    }

    private void incompatible(String status, String change) {
        (heldStable(status) ? breaking : allowed).add(change);
    }

    private void compare(TypeApi before, TypeApi after) {
        Header was = Header.parse(before.header());
        Header is = Header.parse(after.header());
        String name = before.name();
        if (heldStable(was.status()) && !heldStable(is.status())) {
            breaking.add(name + " is no longer STABLE: " + after.header());
        } else if (!was.status().equals(is.status())) {
            (heldStable(is.status()) ? compatible : allowed).add(name + " was " + was.status() + ", is now "
                    + is.status());
        }
        if (!was.kind().equals(is.kind()) || !was.typeParameters().equals(is.typeParameters())
                || breaks(was.modifiers(), is.modifiers())) {
            incompatible(was.status(), name + " was " + withoutStatus(before.header()) + ", is now "
                    + withoutStatus(after.header()));
        } else if (!was.modifiers().equals(is.modifiers())) {
            compatible.add(name + " was " + withoutStatus(before.header()) + ", is now "
                    + withoutStatus(after.header()));
        }
        compareMembers(name, was.status(), before, after);
    }

    private static String withoutStatus(String line) {
        return line.substring(line.indexOf(' ') + 1);
    }

    private static boolean breaks(Set<String> before, Set<String> after) {
        Set<String> gained = new HashSet<>(after);
        gained.removeAll(before);
        Set<String> lost = new HashSet<>(before);
        lost.removeAll(after);
        return gained.stream().anyMatch(BREAKING_GAINS::contains) || lost.stream().anyMatch(BREAKING_LOSSES::contains);
    }

    private void compareMembers(String type, String typeStatus, TypeApi before, TypeApi after) {
        Map<String, Member> was = members(before);
        Map<String, Member> is = members(after);
        for (Member old : was.values()) {
            String status = old.status() == null ? typeStatus : old.status();
            Member now = is.get(old.key());
            if (now == null) {
                incompatible(status, type + " lost " + old.line());
            } else if (!now.line().equals(old.line())) {
                String nowStatus = now.status() == null ? Header.parse(after.header()).status() : now.status();
                String change = type + " changed " + old.line() + " to " + now.line();
                if (heldStable(status) && !heldStable(nowStatus)) {
                    breaking.add(type + " no longer keeps " + old.line() + " STABLE: " + now.line());
                } else if (!old.rest().equals(now.rest()) || breaks(old.modifiers(), now.modifiers())) {
                    incompatible(status, change);
                } else {
                    compatible.add(change);
                }
            }
        }
        for (Member now : is.values()) {
            if (!was.containsKey(now.key())) {
                if (after.breakingIfNew().contains(now.line())) {
                    incompatible(typeStatus, type + " gained " + now.line() + whyNewBreaks(type, after, now));
                } else {
                    compatible.add(type + " gained " + now.line());
                }
            }
        }
    }

    private static String whyNewBreaks(String type, TypeApi after, Member member) {
        if (Header.parse(after.header()).kind().equals("@interface")) {
            return ", which every use of @" + type + " must now set (give it a default value)";
        }
        if (member.key().endsWith(")")) {
            return ", which every implementation of " + type + " must now provide (make it a default method)";
        }
        return ", whose abstract methods every implementation of " + type + " must now provide";
    }

    private static Map<String, Member> members(TypeApi type) {
        Map<String, Member> members = new LinkedHashMap<>();
        for (String line : type.members()) {
            Member member = Member.parse(line);
            members.put(member.key(), member);
        }
        return members;
    }
}
