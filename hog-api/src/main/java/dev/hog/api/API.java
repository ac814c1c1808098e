package dev.hog.api;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * How far a public type or member of the SDK can be relied on, in the spirit of semantic versioning.
 *
 * <ul>
 *   <li>{@link Status#STABLE}: kept compatible for every 2.x release. A plugin or an embedder compiled against 2.0
 *   keeps compiling and running against any later 2.x; an incompatible change needs version 3.0.</li>
 *   <li>{@link Status#EXPERIMENTAL}: usable, and tested, but may change in a minor release (2.1, 2.2, ...), said in
 *   its release notes.</li>
 *   <li>{@link Status#INTERNAL}: for the SDK's own modules only; may change in any release without notice. Internal
 *   types live in packages that the module system exports only to the SDK's own modules.</li>
 * </ul>
 *
 * <p>An annotation on a type applies to its members unless a member says otherwise. New default methods may be added
 * to stable interfaces that plugins implement (as JUnit does with its engine SPI), so a plugin compiled against 2.0
 * keeps working; new abstract methods may not. A sealed interface, such as {@link dev.hog.api.rule.Turn}, which only
 * the SDK implements, may gain abstract methods too.
 *
 * <p>The annotation is retained at run time so that tools can read it; it adds no dependency.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD, ElementType.CONSTRUCTOR, ElementType.FIELD, ElementType.PACKAGE,
        ElementType.MODULE})
@API(status = API.Status.STABLE, since = "1.0")
public @interface API {
    /**
     * How far the annotated element can be relied on.
     *
     * @return the status
     */
    Status status();

    /**
     * The version that gave the element its status, such as {@code "1.0"}.
     *
     * @return the version
     */
    String since() default "1.0";

    /** The promises an element can carry. */
    enum Status {
        /** Compatible throughout the major version. */
        STABLE,
        /** May change in a minor release. */
        EXPERIMENTAL,
        /** The SDK's own; may change in any release. */
        INTERNAL
    }
}
