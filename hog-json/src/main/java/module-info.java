/**
 * The SDK's file formats, read with Jackson: {@link dev.hog.json.MatchSnapshots saved matches} and
 * {@link dev.hog.json.RecordedGamesReader recorded games} in JSON, and {@link dev.hog.json.HouseRulesReader house
 * rulesets} in YAML.
 *
 * <p>{@code dev.hog.json.internal} holds the one strict Jackson set-up the SDK's own tools share; it is not exported
 * and may change in any release.
 */
module dev.hog.json {
    requires transitive dev.hog.api;
    requires com.fasterxml.jackson.databind;
    requires com.fasterxml.jackson.dataformat.yaml;

    exports dev.hog.json;

    opens dev.hog.json.internal to com.fasterxml.jackson.databind;
}
