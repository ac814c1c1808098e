package dev.hog.runner.web;

import java.time.Duration;

/** What the browser tests share of how they drive Chromium. */
final class Browsers {
    /**
     * How often a test asks the page again while it waits: Selenium's default of half a second would add about a quarter
     * of a second to every wait of a game's turns, a few per turn.
     */
    static final Duration POLL = Duration.ofMillis(100);

    private Browsers() {
    }
}
