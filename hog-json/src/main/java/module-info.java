/**
 * The SDK's file formats, read with Jackson: {@link dev.hog.json.MatchSnapshots saved matches} and
 * {@link dev.hog.json.RecordedGamesReader recorded games} in JSON, {@link dev.hog.json.HouseRulesReader house
 * rulesets} in YAML, alone or inline in a larger document, {@link dev.hog.json.TableFiles strategy tables} in CSV or
 * JSON, and the one JSON form of a played turn ({@link dev.hog.json.TurnJson}) that saves, traces and {@code hog serve}
 * share; {@link dev.hog.json.OutputFiles text files} are written checked first and with mistakes in words.
 *
 * <p>{@code dev.hog.json.jackson} is for a tool that binds its own types with Jackson beside these formats: the
 * {@link dev.hog.json.jackson.StrictJackson strictness} the SDK reads with, and its
 * {@link dev.hog.json.jackson.YamlErrors words} for YAML that does not parse. Its signatures name Jackson's types, so a
 * module that requires this one reads Jackson's databind too.
 *
 * <p>{@code dev.hog.json.internal} holds the shared Jackson mappers and the readers' workings; it is not exported and
 * may change in any release.
 */
module dev.hog.json {
    requires transitive dev.hog.api;
    // A strategy table is hog-analysis's StrategyTable: who reads one needs that module too.
    requires transitive dev.hog.analysis;
    // dev.hog.json.jackson's signatures name Jackson's builders and exceptions.
    requires transitive com.fasterxml.jackson.databind;
    requires com.fasterxml.jackson.dataformat.yaml;
    requires com.fasterxml.jackson.dataformat.csv;

    exports dev.hog.json;
    exports dev.hog.json.jackson;

    opens dev.hog.json.internal to com.fasterxml.jackson.databind;
}
