package dev.hog.runner.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.hog.analysis.Solver;
import dev.hog.analysis.StrategyTable;
import dev.hog.api.game.GameDefinition;
import dev.hog.api.game.Strategy;
import dev.hog.runner.Plugins;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.function.Function;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The strategy page's regret map in a real headless Chromium: always:4 against the optimal strategy under su20, its
 * cells, legend, costliest states and total checked against the solver, and a screenshot saved as
 * {@code target/screenshots/regret.png}. Needs a browser as {@link ServeBrowserIT} does, and is skipped or fails
 * without one as it does.
 */
class RegretBrowserIT {
    private static final Path SCREENSHOTS = Path.of("target", "screenshots");
    /** Mapping su20's Feral Hogs follows hundreds of thousands of states in each seat. */
    private static final Duration MAPPING = Duration.ofMinutes(4);

    /** The browser and its driver, or the test skipped (failed, with {@code HOG_REQUIRE_BROWSER=1}) without them. */
    private static ChromeDriverService chromium(ChromeOptions options) throws IOException {
        File chromium = new File(System.getenv().getOrDefault("HOG_CHROMIUM", "/usr/bin/chromium"));
        File driver = new File(System.getenv().getOrDefault("HOG_CHROMEDRIVER", "/usr/bin/chromedriver"));
        if (!chromium.canExecute() || !driver.canExecute()) {
            String missing = "no browser to test the regret map in: " + chromium + " and " + driver + " must both"
                    + " exist; on Debian, apt-get install chromium chromium-driver (or set HOG_CHROMIUM and"
                    + " HOG_CHROMEDRIVER)";
            if ("1".equals(System.getenv("HOG_REQUIRE_BROWSER"))) {
                throw new IllegalStateException(missing);
            }
            Assumptions.abort(missing);
        }
        Logger.getLogger("org.openqa.selenium").setLevel(Level.SEVERE);
        options.setBinary(chromium).addArguments(List.of("--headless=new", "--no-sandbox", "--disable-gpu",
                "--no-first-run", "--disable-dev-shm-usage", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--disable-quic", "--window-size=1400,1600",
                "--user-data-dir=" + Files.createTempDirectory("hog-chromium-regret")));
        return new ChromeDriverService.Builder().usingDriverExecutable(driver).usingAnyFreePort().build();
    }

    @Test
    void theRegretOfAlwaysFourAgainstOptimalIsMappedListedAndTotalled() throws IOException {
        ChromeOptions options = new ChromeOptions();
        ChromeDriverService driver = chromium(options);
        Plugins plugins = Plugins.load(null);
        GameDefinition su20 = plugins.registry().get("su20").defaultGame();
        double best;
        double played;
        try (Solver solver = new Solver(2)) {
            StrategyTable optimal = solver.optimal(su20).strategy();
            best = solver.winRate(su20, optimal, optimal).mean();
            played = solver.winRate(su20, Strategy.alwaysRoll(4), optimal).mean();
        }
        try (WebServer server = new WebServer("127.0.0.1", 0, plugins, plugins.registry().get("su20"), su20,
                OptionalLong.of(2024))) {
            WebDriver browser = new ChromeDriver(driver, options);
            try {
                mapRegret(browser, server);
                check(browser, best, played);
                Files.createDirectories(SCREENSHOTS);
                File shot = ((TakesScreenshot) browser).getScreenshotAs(OutputType.FILE);
                Files.copy(shot.toPath(), SCREENSHOTS.resolve("regret.png"), StandardCopyOption.REPLACE_EXISTING);
            } finally {
                browser.quit();
            }
        }
    }

    /** Asks the strategy page for the regret map of always:4 against the default opponent, and waits for it. */
    private static void mapRegret(WebDriver browser, WebServer server) {
        browser.get(server.uri().resolve("/strategy").toString());
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30), Browsers.POLL);
        wait.until(ExpectedConditions.numberOfElementsToBeMoreThan(By.cssSelector("#named option"), 1));
        browser.findElement(By.cssSelector("input[name=kind][value=spec]")).click();
        browser.findElement(By.id("spec")).sendKeys("always:4");
        assertThat(browser.findElement(By.id("regret-opponent")).getAttribute("value")).isEqualTo("optimal");

        browser.findElement(By.id("draw-regret")).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("regret-title"), "Mapping the regret"));
        new WebDriverWait(browser, MAPPING, Browsers.POLL)
                .until(ExpectedConditions.presenceOfElementLocated(By.id("regretmap")));
    }

    /** The map's cells and legend, the costliest states, and the total, which is the solver's. */
    private static void check(WebDriver browser, double best, double played) {
        Function<String, List<WebElement>> all = css -> browser.findElements(By.cssSelector(css));
        assertThat(browser.findElement(By.id("error")).isDisplayed()).isFalse();
        assertThat(browser.findElement(By.id("regret-title")).getText())
                .isEqualTo("Regret of always:4 against optimal, to 100");
        assertThat(Browsers.count(browser, "#regretmap g.cells rect")).isEqualTo(100 * 100);
        assertThat(all.apply("#regretmap g.cells rect[fill='rgb(127, 0, 0)']")).as("the costliest pair of scores")
                .isNotEmpty();
        assertThat(all.apply("#regretmap .legend rect[fill='url(#regret-scale)']")).hasSize(1);
        assertThat(all.apply("#regretmap .legend text.tick")).extracting(WebElement::getText).hasSize(5)
                .startsWith("0");
        List<WebElement> states = all.apply("#costliest tr[data-rank]");
        assertThat(states).hasSize(10);
        assertThat(all.apply("#costliest th")).extracting(WebElement::getText).containsExactly("Score", "Opponent",
                "Feral Hogs", "Dice", "Best", "Weight", "Loss", "Regret");
        assertThat(states.get(0).findElements(By.tagName("td"))).extracting(WebElement::getText)
                .containsExactly("0", "0", "0 and 0", "4", "2", "0.500000", "0.117", "0.059");
        assertThat(browser.findElement(By.id("regret-total")).getText()).isEqualTo(String.format(Locale.ROOT,
                "always:4 gives away %.3f percentage points against optimal: the best response to optimal wins"
                        + " %.2f%% on average, always:4 %.2f%%.", 100 * (best - played), 100 * best, 100 * played));
        assertThat(best - played).isCloseTo(0.3653, within(1e-4));
    }
}
