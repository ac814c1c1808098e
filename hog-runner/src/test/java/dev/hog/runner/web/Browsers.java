package dev.hog.runner.web;

import java.time.Duration;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;

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

    /**
     * How many elements of the page a CSS selector matches, counted by the page in one script: a map's 10,000 cells
     * fetched as elements are 10,000 references the driver makes and sends back.
     */
    static long count(WebDriver browser, String css) {
        return (Long) ((JavascriptExecutor) browser).executeScript(
                "return document.querySelectorAll(arguments[0]).length", css);
    }
}
