/**
 * The SDK's file formats, read and written with Jackson: {@link dev.hog.json.RecordedGamesReader recorded games}.
 *
 * <p>{@code dev.hog.json.internal} holds the one strict Jackson set-up the SDK's own tools share; it is not exported
 * and may change in any release.
 */
module dev.hog.json {
    requires transitive dev.hog.api;
    requires com.fasterxml.jackson.databind;

    exports dev.hog.json;

    opens dev.hog.json.internal to com.fasterxml.jackson.databind;
}
