/** Embed: a game that plays Hog through Hog SDK's engine and saves its matches as JSON. */
module com.example.embed {
    requires dev.hog.api;
    requires dev.hog.json;
    // The shared rules that ruleset plugins build on: a plugin loaded in a module layer finds them here.
    requires dev.hog.rules.common;

    uses dev.hog.api.ruleset.RulesetProvider;

    exports com.example.embed;
}
