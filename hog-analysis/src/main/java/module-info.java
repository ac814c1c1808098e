/** Evaluating Hog strategies: the course's experiment helpers, Monte Carlo simulation and the exact solver. */
module dev.hog.analysis {
    requires transitive dev.hog.api;

    exports dev.hog.analysis;
}
