/** Embed: a game that plays Hog through Hog SDK's engine and saves its matches as JSON. */
module com.example.embed {
    requires dev.hog.api;
    requires dev.hog.json;

    uses dev.hog.api.ruleset.RulesetProvider;

    exports com.example.embed;
}
