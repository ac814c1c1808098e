package dev.hog.runner.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.api.game.GameDefinition;
import dev.hog.runner.Plugins;
import dev.hog.runner.WindedPlugin;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * {@code hog serve}'s page in a real headless Chromium, driven by Selenium: a whole seeded game against the optimal
 * strategy played by clicking through the server's match API, the dice pictures, rule messages, commentary in the
 * players' names and odds checked, and screenshots saved under {@code target/screenshots}.
 *
 * <p>Needs Debian's {@code chromium} and {@code chromium-driver} (or {@code HOG_CHROMIUM} and {@code
 * HOG_CHROMEDRIVER} naming them). Without them the tests are skipped, saying so, unless {@code HOG_REQUIRE_BROWSER=1}
 * (as the gate sets it) makes that a failure.
 */
class ServeBrowserIT {
    private static final Path SCREENSHOTS = Path.of("target", "screenshots");
    private static final Pattern FACE = Pattern.compile("num=(\\d+)");
    /** Selenium warns that it has no DevTools bindings for this Chromium; the tests use WebDriver only. */
    private static final Logger SELENIUM = Logger.getLogger("org.openqa.selenium");

    private static WebServer server;
    private static File driver;
    /** Where the test plugin winded, whose choice rule greys buttons, is built. */
    @TempDir
    static Path work;
    /** One browser for every test: each opens its page afresh, and the page keeps nothing between loads. */
    private static WebDriver browser;
    private static WebDriverWait wait;

    @BeforeAll
    static void start() throws IOException {
        SELENIUM.setLevel(Level.SEVERE);
        File chromium = new File(System.getenv().getOrDefault("HOG_CHROMIUM", "/usr/bin/chromium"));
        driver = new File(System.getenv().getOrDefault("HOG_CHROMEDRIVER", "/usr/bin/chromedriver"));
        if (!chromium.canExecute() || !driver.canExecute()) {
            String why = "no browser to test hog serve in: " + chromium + " and " + driver + " must both exist; on"
                    + " Debian, apt-get install chromium chromium-driver (or set HOG_CHROMIUM and HOG_CHROMEDRIVER)";
            if ("1".equals(System.getenv("HOG_REQUIRE_BROWSER"))) {
                throw new IllegalStateException(why);
            }
            Assumptions.abort(why);
        }
        System.setProperty("webdriver.chrome.binary", chromium.getPath());
        Plugins plugins = Plugins.load(WindedPlugin.folder(work));
        GameDefinition su20 = plugins.registry().get("su20").defaultGame();
        server = new WebServer("127.0.0.1", 0, plugins, plugins.registry().get("su20"), su20, OptionalLong.of(2024));
        Files.createDirectories(SCREENSHOTS);
        openBrowser();
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.quit();
        }
        if (server != null) {
            server.close();
        }
    }

    private static void openBrowser() throws IOException {
        ChromeOptions options = new ChromeOptions();
        options.setBinary(System.getProperty("webdriver.chrome.binary"));
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--window-size=1400,1000",
                "--user-data-dir=" + Files.createTempDirectory("hog-chromium"));
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(driver)
                .usingAnyFreePort().build();
        browser = new ChromeDriver(service, options);
        wait = new WebDriverWait(browser, Duration.ofSeconds(30), Browsers.POLL);
        // The page redraws its buttons after every answer: a button found just before a redraw is asked again.
        wait.ignoring(StaleElementReferenceException.class);
    }

    /** Each test starts from a blank page, as if its tab were new. */
    @BeforeEach
    void blank() {
        browser.get("about:blank");
    }

    private void screenshot(String name) throws IOException {
        File shot = ((TakesScreenshot) browser).getScreenshotAs(OutputType.FILE);
        Files.copy(shot.toPath(), SCREENSHOTS.resolve(name), StandardCopyOption.REPLACE_EXISTING);
    }

    private WebElement find(String css) {
        return browser.findElement(By.cssSelector(css));
    }

    private List<WebElement> all(String css) {
        return browser.findElements(By.cssSelector(css));
    }

    private void openGame(String ruleset) {
        browser.get(server.uri().toString());
        wait.until(ExpectedConditions.numberOfElementsToBeMoreThan(By.cssSelector("#ruleset option"), 4));
        new Select(find("#ruleset")).selectByValue(ruleset);
    }

    /**
     * Starts a new game and waits until the page shows it: the page draws its buttons afresh for each answer, so those
     * of the game it showed (the one it opened with, at first) go stale once the new game is drawn.
     */
    private void newGame() {
        waitForTurn();
        WebElement shown = find("button.roll");
        find("#new-game").click();
        wait.until(ExpectedConditions.stalenessOf(shown));
        waitForTurn();
    }

    /** Waits until the page is ready for a click: a roll button enabled, or the game over. */
    private void waitForTurn() {
        // Asked of the page in one script, so that each poll is one round trip to the browser.
        wait.until(page -> (Boolean) script("return document.querySelector('#winner').offsetParent !== null"
                + " || " + Browsers.ANY_ROLL_ENABLED));
    }

    private Object script(String script) {
        return ((org.openqa.selenium.JavascriptExecutor) browser).executeScript(script);
    }

    private void waitForOdds() {
        wait.until(ExpectedConditions.textMatches(By.id("odds-chance"), Pattern.compile("chance of winning")));
    }

    private void roll(int dice) {
        int logged = all("#log li").size();
        find("button.roll[data-dice='" + dice + "']").click();
        wait.until(page -> (Boolean) script("return document.querySelectorAll('#log li').length > " + logged
                + " || document.querySelector('#error').offsetParent !== null"));
        waitForTurn();
    }

    @Test
    void aWholeSeededGameAgainstOptimalPlaysByClicking() throws IOException {
        int goal = 40;
        openGame("su20");
        assertThat(find("#option-feral-hogs").isSelected()).isTrue();
        assertThat(new Select(find("#opponent")).getFirstSelectedOption().getAttribute("value")).isEqualTo("optimal");
        assertThat(find("#name1").getAttribute("value")).isEqualTo("Computer");
        find("#name0").clear();
        find("#name0").sendKeys("Ada");
        find("#name1").clear();
        find("#name1").sendKeys("Babbage");
        // A game to 40 rather than su20's 100: every turn's checks the same, in fewer turns.
        find("#goal").clear();
        find("#goal").sendKeys(String.valueOf(goal));
        newGame();
        assertThat(find("#player0 .name").getText()).isEqualTo("Ada");
        assertThat(find("#player1 .name").getText()).isEqualTo("Babbage");
        assertThat(all("button.roll")).hasSize(11);
        assertThat(find("#player0").getAttribute("class")).contains("to-move");

        // The odds: solved in the background, one row per number of dice, the best marked.
        waitForOdds();
        assertThat(all("#odds-table tr[data-dice]")).hasSize(11);
        assertThat(all("#odds-table tr.best")).hasSize(1);
        int best = Integer.parseInt(find("#odds-table tr.best").getAttribute("data-dice"));
        assertThat(find("button.roll.best").getAttribute("data-dice")).isEqualTo(String.valueOf(best));
        screenshot("odds.png");

        // Free Bacon: rolling no dice at 0 to 0 scores 10 - 0 + 0 = 10, and says so; then Swine Swap gives the 10 to
        // Babbage, and the commentary says that in the players' names.
        roll(0);
        assertThat(find("#last .turn[data-player='0'] .what").getText()).contains("Ada rolled no dice: 10 points.");
        assertThat(find("#last .turn[data-player='0'] .effects").getText())
                .isEqualTo("Free Bacon! 10 points.\nSwine Swap! Scores swapped.");
        assertThat(find("#last .turn[data-player='0'] .commentary").getText())
                .isEqualTo("10 points! That's the biggest gain yet for Babbage\nBabbage takes the lead by 10 points");
        screenshot("names.png");
        assertThat(find("#odds-cost").getText()).matches(best == 0 ? "Ada rolling 0 was the best choice\\."
                : "Ada rolling 0 instead of " + best + " cost \\d+\\.\\d\\d percentage points of chance\\.");

        int turns = 0;
        boolean sawCommentary = false;
        while (!find("#winner").isDisplayed()) {
            assertThat(turns++).as("turns played").isLessThan(300);
            waitForOdds();
            int chosen = Integer.parseInt(find("button.roll.best").getAttribute("data-dice"));
            roll(chosen);
            assertThat(find("#odds-cost").getText()).isEqualTo("Ada rolling " + chosen + " was the best choice.");
            // The last turns as the page shows them, read in one script: each turn's words, its dice pictures (the
            // picture, the face it says, its loaded width) and its lines of commentary and effects.
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> shown = (List<Map<String, Object>>) script("return [...document"
                    + ".querySelectorAll('#last .turn')].map(turn => ({what: turn.querySelector('.what').innerText,"
                    + " dice: [...turn.querySelectorAll('.faces img')].map(die => ({src: die.getAttribute('src'),"
                    + " face: die.getAttribute('data-face'), width: die.naturalWidth})),"
                    + " lines: [...turn.querySelectorAll('.commentary li, .effects li')].map(li => li.innerText)}))");
            assertThat(shown).isNotEmpty();
            for (Map<String, Object> turn : shown) {
                String what = (String) turn.get("what");
                @SuppressWarnings("unchecked")
                List<Map<String, Object>> dice = (List<Map<String, Object>>) turn.get("dice");
                Matcher rolled = Pattern.compile("rolled (\\d+) di").matcher(what);
                assertThat(dice).as(what).hasSize(rolled.find() ? Integer.parseInt(rolled.group(1)) : 0);
                for (Map<String, Object> die : dice) {
                    Matcher face = FACE.matcher((String) die.get("src"));
                    assertThat(face.find()).isTrue();
                    assertThat(die.get("face")).isEqualTo(face.group(1));
                    assertThat(Integer.parseInt(face.group(1))).isBetween(1, 6);
                    assertThat(((Number) die.get("width")).intValue()).as("the die's picture loaded").isPositive();
                }
                @SuppressWarnings("unchecked")
                List<String> lines = (List<String>) turn.get("lines");
                for (String line : lines) {
                    assertThat(line).doesNotContain("Player", "point(s)");
                    sawCommentary |= line.matches(".*(takes the lead|biggest gain yet for) (Ada|Babbage).*");
                }
            }
            if (turns == 2) {
                screenshot("game.png");
            }
        }
        assertThat(sawCommentary).isTrue();
        String winner = find("#winner").getText();
        assertThat(winner).isIn("Ada wins!", "Babbage wins!");
        int you = Integer.parseInt(find("#player0 .score").getText());
        int computer = Integer.parseInt(find("#player1 .score").getText());
        assertThat(winner.equals("Ada wins!") ? you : computer).as("the game was to %d, not su20's 100", goal)
                .isGreaterThanOrEqualTo(goal).isLessThan(100);
        assertThat(winner.equals("Ada wins!") ? computer : you).isLessThan(goal);
        String lastLine = all("#log li").get(all("#log li").size() - 1).getText();
        assertThat(lastLine).endsWith(you + "–" + computer);
        assertThat(all("button.roll")).noneMatch(WebElement::isEnabled);
        screenshot("game-over.png");
    }

    @Test
    void theDiceAChoiceRuleForbidsAreGreyedWithTheRulesReason() throws IOException {
        openGame(WindedPlugin.ID);
        new Select(find("#opponent")).selectByValue("person");
        newGame();
        assertThat(all("button.roll")).hasSize(11).allMatch(WebElement::isEnabled);
        assertThat(find("#forbidden").isDisplayed()).isFalse();
        for (int turn = 0; turn < 20 && find("button.roll[data-dice='5']").isEnabled(); turn++) {
            roll(5);
        }

        // Winded: after a turn of 15 points or more, the player to move may roll at most 3 dice.
        for (WebElement button : all("button.roll")) {
            int dice = Integer.parseInt(button.getAttribute("data-dice"));
            assertThat(button.isEnabled()).as("button %d enabled", dice).isEqualTo(dice <= 3);
            assertThat(button.getAttribute("title")).as("button %d's title", dice).isEqualTo(dice <= 3 ? ""
                    : "Winded does not allow " + dice + " dice now: after a turn of 15 points or more, roll at most"
                    + " 3 dice");
        }
        assertThat(find("#forbidden").getText()).isEqualTo("Winded does not allow 4 dice now: after a turn of 15"
                + " points or more, roll at most 3 dice. Each greyed button says why it is greyed.");
        waitForOdds();
        assertThat(all("#odds-table tr[data-dice]")).extracting(row -> row.getAttribute("data-dice"))
                .containsExactly("0", "1", "2", "3");
        new org.openqa.selenium.interactions.Actions(browser).moveToElement(find("button.roll[data-dice='4']"))
                .perform();
        screenshot("forbidden-dice.png");

        roll(3);
        assertThat(find("#last .turn .what").getText()).contains("rolled 3 dice");
    }

    @Test
    void twoPeopleTakeTurnsAndHogWildShowsTheDieSize() throws IOException {
        openGame("su15");
        new Select(find("#opponent")).selectByValue("person");
        newGame();
        assertThat(find("#player0 .name").getText()).isEqualTo("Player 1");
        assertThat(find("#player1 .name").getText()).isEqualTo("Player 2");
        // 0 + 0 is a multiple of seven: Hog Wild makes the dice four-sided, before and after the roll.
        assertThat(find("#status").getText()).contains("The dice are 4-sided this turn.");
        assertThat(find("button.roll[data-dice='3']").getText()).contains("4-sided");
        roll(3);
        assertThat(all("#last .faces .die small")).hasSize(3).allMatch(size -> size.getText().equals("d4"));
        assertThat(all("#last .faces img")).allMatch(die -> Integer.parseInt(die.getAttribute("data-face")) <= 4);
        assertThat(find("#player1").getAttribute("class")).contains("to-move");
        assertThat(find("#status").getText()).contains("Player 2 chooses");
        wait.until(ExpectedConditions.textMatches(By.id("odds-chance"), Pattern.compile("chance of winning")));
        roll(2);
        assertThat(all("#log li")).hasSize(2);
        assertThat(find("#odds-cost").getText()).startsWith("Player 2 rolling 2 ");
        screenshot("two-people.png");
    }

    @Test
    void fa16sPorkChopIsAButtonThatSwapsTheDiceForBothPlayersAndHasItsOdds() throws IOException {
        openGame("fa16");
        new Select(find("#opponent")).selectByValue("person");
        newGame();
        WebElement chop = find("button.roll[data-dice='-1']");
        assertThat(chop.getText()).isEqualTo("Pork Chop (-1)");
        assertThat(all("button.roll")).hasSize(12);
        waitForOdds();
        assertThat(all("#odds-table tr[data-dice='-1'] th")).singleElement()
                .satisfies(row -> assertThat(row.getText()).isEqualTo("Pork Chop (-1)"));

        roll(-1);
        assertThat(find("#last .turn .what").getText()).isEqualTo("Player 1 chose Pork Chop (-1): 1 point.");
        assertThat(find("#last .effects").getText()).contains("Pork Chop! 1 point, and four-sided dice from now on.");
        // Player 2 rolls four-sided dice now.
        assertThat(find("button.roll[data-dice='3']").getText()).contains("4-sided");
        waitForOdds();
        screenshot("pork-chop.png");
        roll(3);
        assertThat(all("#last .faces .die small")).hasSize(3).allMatch(size -> size.getText().equals("d4"));
        assertThat(find("#odds-cost").getText()).startsWith("Player 2 rolling 3 ");
    }

    @Test
    void aBadStrategySpecIsExplainedAndTheGameKept() {
        openGame("su20");
        newGame();
        roll(4);
        new Select(find("#opponent")).selectByValue("spec");
        find("#opponent-spec").sendKeys("always:11");
        find("#new-game").click();

        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("error")));
        assertThat(find("#error").getText()).contains("always:11", "0 to 10");
        assertThat(all("#log li")).isNotEmpty();
    }

    @Test
    void theStrategyPageDrawsAHeatMap() throws IOException {
        browser.get(server.uri().resolve("/strategy").toString());
        wait.until(ExpectedConditions.numberOfElementsToBeMoreThan(By.cssSelector("#named option"), 1));
        new Select(find("#named")).selectByValue("optimal");
        find("#draw").click();
        wait.until(ExpectedConditions.presenceOfElementLocated(By.id("heatmap")));

        assertThat(find("#title").getText()).contains("to 100");
        assertThat(Browsers.count(browser, "#heatmap g rect")).isEqualTo(100 * 100);
        assertThat(all("#heatmap > rect")).hasSize(11);
        screenshot("strategy.png");

        find("input[name=kind][value=spec]").click();
        find("#spec").sendKeys("nope");
        find("#draw").click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("error")));
        assertThat(find("#error").getText()).contains("Unknown strategy 'nope'");
    }

    @Test
    void theAnalyzePageReportsTheValueSkillLengthAndRulesWithPlots() throws IOException {
        browser.get(server.uri().resolve("/analyze").toString());
        wait.until(ExpectedConditions.numberOfElementsToBeMoreThan(By.cssSelector("#ruleset option"), 4));
        new Select(find("#ruleset")).selectByValue("sp24");
        find("#from-goal").clear();
        find("#from-goal").sendKeys("95");
        find("#to-goal").clear();
        find("#to-goal").sendKeys("105");
        find("#analyze").click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("report")));

        double value;
        try (dev.hog.analysis.Solver solver = new dev.hog.analysis.Solver()) {
            value = solver.optimal(Plugins.load(null).registry().get("sp24").defaultGame()).value();
        }
        assertThat(find("#headline").getText()).startsWith(String.format(java.util.Locale.ROOT,
                "The first mover wins %.2f%% when both play optimally. Among goals 95 to 105, the fairest is",
                100 * value));
        assertThat(all("#skill tbody tr")).hasSizeGreaterThanOrEqualTo(3);
        assertThat(find("#skill tbody tr").getText()).startsWith("always:6 the baseline");
        assertThat(find("#length").getText()).contains("turns on average (exact");
        assertThat(all("#rules tbody tr")).extracting(WebElement::getText)
                .anyMatch(row -> row.startsWith("Sow Sad")).anyMatch(row -> row.startsWith("Boar Brawl"))
                .anyMatch(row -> row.startsWith("Sus Fuss update=sus"));
        assertThat(all(".plots svg")).hasSize(3);
        assertThat(all("#value-plot polyline")).hasSize(1);
        assertThat(Browsers.count(browser, "#strategy-plot rect")).isGreaterThan(100 * 100);
        screenshot("analyze.png");
    }
}
