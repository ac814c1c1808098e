package dev.hog.runner.web;

import java.time.Duration;

/** What the browser tests share of how they drive Chromium. */
final class Browsers {
    /**
     * How often a test asks the page again while it waits: Selenium's default of half a second would add about a
     * quarter of a second to every wait of a game's turns, a few per turn.
     */
    static final Duration POLL = Duration.ofMillis(100);

    /**
     * A script's expression for whether some roll button of the game page can be clicked: one round trip to the
     * browser, where asking each button would be one per button.
     */
    static final String ANY_ROLL_ENABLED = "[...document.querySelectorAll('button.roll')]"
            + ".some(button => !button.disabled)";

    private Browsers() {
    }
}
