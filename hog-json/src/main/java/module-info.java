/**
 * The SDK's file formats, read with Jackson: {@link dev.hog.json.MatchSnapshots saved matches} and
 * {@link dev.hog.json.RecordedGamesReader recorded games} in JSON, {@link dev.hog.json.HouseRulesReader house
 * rulesets} in YAML, {@link dev.hog.json.TableFiles strategy tables} in CSV or JSON, and the one JSON form of a
 * played turn ({@link dev.hog.json.TurnJson}) that saves, traces and {@code hog serve} share.
 *
 * <p>{@code dev.hog.json.internal} holds the one strict Jackson set-up and the file writing the SDK's own tools
 * share; it is not exported and may change in any release.
 */
module dev.hog.json {
    requires transitive dev.hog.api;
    // A strategy table is hog-analysis's StrategyTable: who reads one needs that module too.
    requires transitive dev.hog.analysis;
    requires com.fasterxml.jackson.databind;
    requires com.fasterxml.jackson.dataformat.yaml;
    requires com.fasterxml.jackson.dataformat.csv;

    exports dev.hog.json;

    opens dev.hog.json.internal to com.fasterxml.jackson.databind;
}
