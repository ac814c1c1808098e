package dev.hog.runner.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.hog.runner.Plugins;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.OptionalLong;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * {@code hog serve}'s lobby in two real headless Chromiums, driven by Selenium, as two students on their own
 * machines: one creates a game under a name that is markup, the other joins it by typing its code, and they play a
 * whole seeded game to 30 by clicking, each seeing the other's rolls arrive live, without a reload. Screenshots of
 * both screens go to {@code target/screenshots/lobby-*.png}.
 *
 * <p>Needs Debian's {@code chromium} and {@code chromium-driver} (or {@code HOG_CHROMIUM} and {@code
 * HOG_CHROMEDRIVER} naming them). Without them the test is skipped, saying so, unless {@code HOG_REQUIRE_BROWSER=1}
 * (as the gate sets it) makes that a failure.
 */
class LobbyBrowserIT {
    private static final Path SCREENSHOTS = Path.of("target", "screenshots");
    /** Selenium warns that it has no DevTools bindings for this Chromium; the test uses WebDriver only. */
    private static final Logger SELENIUM = Logger.getLogger("org.openqa.selenium");
    /** A name that would run a script if the page put it in as markup. */
    private static final String MARKUP = "<img src=x onerror=alert(1)>";
    private static final int GOAL = 30;

    private static WebServer server;
    private static File driver;
    /** Ada's browser and Bo's: two browsers, each with its own profile and so its own localStorage. */
    private static Browser ada;
    private static Browser bo;

    /** One browser, its waits, and what the test asks of its page. */
    private record Browser(String who, WebDriver driver, WebDriverWait waiter) {
        WebElement find(String css) {
            return driver.findElement(By.cssSelector(css));
        }

        List<WebElement> all(String css) {
            return driver.findElements(By.cssSelector(css));
        }

        String text(String css) {
            return find(css).getText();
        }

        int logged() {
            return all("#log li.turn").size();
        }

        int score(int seat) {
            return Integer.parseInt(text("#player" + seat + " .score"));
        }

        /** Whether the page says it is this browser's turn and offers a button to click. */
        boolean myTurn() {
            // Asked of the page in one script: each poll of a wait is one round trip to the browser.
            return (Boolean) script("return document.querySelector('#status').classList.contains('yours')"
                    + " && " + Browsers.ANY_ROLL_ENABLED);
        }

        /** Whether some roll button can be clicked. */
        boolean canRoll() {
            return (Boolean) script("return " + Browsers.ANY_ROLL_ENABLED);
        }

        boolean over() {
            return find("#winner").isDisplayed();
        }

        Object script(String code) {
            return ((JavascriptExecutor) driver).executeScript(code);
        }

        void screenshot(String name) throws IOException {
            File shot = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE);
            Files.copy(shot.toPath(), SCREENSHOTS.resolve(name), StandardCopyOption.REPLACE_EXISTING);
        }
    }

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
        Plugins plugins = Plugins.load(null);
        var su20 = plugins.registry().get("su20");
        server = new WebServer("127.0.0.1", 0, plugins, su20, su20.defaultGame(), OptionalLong.of(2024));
        Files.createDirectories(SCREENSHOTS);
        ada = openBrowser("ada");
        bo = openBrowser("bo");
    }

    @AfterAll
    static void stop() {
        for (Browser browser : new Browser[] {ada, bo}) {
            if (browser != null) {
                browser.driver().quit();
            }
        }
        if (server != null) {
            server.close();
        }
    }

    private static Browser openBrowser(String who) throws IOException {
        ChromeOptions options = new ChromeOptions();
        options.setBinary(System.getProperty("webdriver.chrome.binary"));
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--window-size=1280,900",
                "--user-data-dir=" + Files.createTempDirectory("hog-chromium-" + who));
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(driver)
                .usingAnyFreePort().build();
        WebDriver browser = new ChromeDriver(service, options);
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(15), Browsers.POLL);
        // The page redraws its buttons after every view: a button found just before a redraw is asked again.
        wait.ignoring(StaleElementReferenceException.class);
        return new Browser(who, browser, wait);
    }

    /** The markup name shows as itself, and no element was made of it, in a page that never ran its script. */
    private static void assertMarkupIsText(Browser browser, String css) {
        assertThat(browser.text(css)).as("%s's %s", browser.who(), css).isEqualTo(MARKUP);
        assertThat(browser.all("img[src='x']")).as("%s's page made an element of the name", browser.who()).isEmpty();
        assertThat(browser.script("return window.alerted === undefined")).isEqualTo(true);
    }

    /** Remembers the page now, to tell later that it was not loaded again. */
    private static void markPage(Browser browser) {
        browser.script("window.hogPageMark = 'not reloaded'");
        // An alert would block the page: the test would rather hear of it.
        browser.script("window.alert = (text) => { window.alerted = String(text); }");
    }

    private static void assertSamePage(Browser browser) {
        assertThat(browser.script("return window.hogPageMark")).as("%s's page was not reloaded", browser.who())
                .isEqualTo("not reloaded");
    }

    @Test
    void twoBrowsersPlayAWholeGameLiveAndAskForARematch() throws IOException {
        // Ada creates a game to 30 under a name that is markup.
        ada.driver().get(server.uri().resolve("/lobby").toString());
        ada.waiter().until(ExpectedConditions.numberOfElementsToBeMoreThan(By.cssSelector("#ruleset option"), 4));
        markPage(ada);
        ada.find("#create-name").sendKeys(MARKUP);
        new Select(ada.find("#ruleset")).selectByValue("su20");
        ada.find("#goal").clear();
        ada.find("#goal").sendKeys(String.valueOf(GOAL));
        ada.find("#create").click();
        ada.waiter().until(ExpectedConditions.visibilityOfElementLocated(By.id("big-code")));
        String code = ada.text("#big-code");
        assertThat(code).matches("[A-Z0-9]{4,12}");
        assertThat(ada.find("#link").getAttribute("value")).endsWith("/lobby?game=" + code);
        assertThat((String) ada.script("return location.search")).isEqualTo("?game=" + code);
        assertThat(ada.text("#status")).isEqualTo("Waiting for a second player.");
        assertThat(ada.all("button.roll")).hasSize(11).noneMatch(WebElement::isEnabled);
        assertMarkupIsText(ada, "#player0 .name");
        ada.screenshot("lobby-a-waiting.png");

        // Bo sees the game among the open ones, the name as text, and joins it by typing its code.
        bo.driver().get(server.uri().resolve("/lobby").toString());
        bo.waiter().until(ExpectedConditions.presenceOfElementLocated(
                By.cssSelector("#open tr[data-code='" + code + "']")));
        markPage(bo);
        assertThat(bo.text("#open tr[data-code='" + code + "'] td:nth-child(2)")).isEqualTo(MARKUP);
        assertThat(bo.all("img[src='x']")).isEmpty();
        bo.screenshot("lobby-b-open-games.png");
        bo.find("#join-code").sendKeys(code.toLowerCase());
        bo.find("#join-code-go").click();
        bo.waiter().until(ExpectedConditions.visibilityOfElementLocated(By.id("join-form")));
        assertThat(bo.text("#join-why")).isEqualTo(MARKUP + " is waiting for a player.");
        assertThat(bo.text("#role")).isEqualTo("You are watching.");
        bo.screenshot("lobby-b-join.png");
        bo.find("#join-name").sendKeys("Bo");
        bo.find("#join").click();
        bo.waiter().until(ExpectedConditions.textToBe(By.cssSelector("#player1 .name"), "Bo"));
        assertMarkupIsText(bo, "#player0 .name");
        assertThat(bo.find("#join-form").isDisplayed()).isFalse();

        // Ada hears of the join without a reload: the creator moves first, and Bo waits.
        ada.waiter().until(ExpectedConditions.textToBe(By.cssSelector("#player1 .name"), "Bo"));
        ada.waiter().until(page -> ada.myTurn());
        assertThat(ada.find("#waiting").isDisplayed()).isFalse();
        assertThat(ada.text("#status")).startsWith("Your turn");
        assertThat(bo.text("#status")).isEqualTo("Waiting for " + MARKUP + " to roll.");
        assertThat(bo.all("button.roll")).hasSize(11).noneMatch(WebElement::isEnabled);
        // The odds on one's own turn, the best button marked.
        ada.waiter().until(ExpectedConditions.textMatches(By.id("odds-chance"), java.util.regex.Pattern.compile(
                "Your chance of winning")));
        assertThat(ada.all("button.roll.best")).hasSize(1);
        assertThat(bo.find("#odds").isDisplayed()).isFalse();

        // They play the whole game, each on their own turns; each roll shows up in the other browser by itself.
        int[] choices = {4, 5, 3, 6, 0, 2};
        int turns = 0;
        while (!ada.over()) {
            assertThat(turns).as("turns played").isLessThan(60);
            Browser mover = ada.myTurn() ? ada : bo;
            Browser other = mover == ada ? bo : ada;
            mover.waiter().until(page -> mover.myTurn());
            assertThat(other.myTurn()).as("%s may roll on %s's turn", other.who(), mover.who()).isFalse();
            assertThat(other.canRoll()).as("%s has a button to click on %s's turn", other.who(), mover.who())
                    .isFalse();
            int dice = choices[turns % choices.length];
            WebElement button = mover.find("button.roll[data-dice='" + dice + "']");
            if (!button.isEnabled()) {
                button = mover.all("button.roll").stream().filter(WebElement::isEnabled).findFirst().orElseThrow();
            }
            int before = turns;
            button.click();
            mover.waiter().until(page -> mover.logged() > before || mover.find("#error").isDisplayed());
            assertThat(mover.find("#error").isDisplayed()).as(() -> mover.text("#error")).isFalse();
            other.waiter().until(page -> other.logged() > before);
            turns++;
            assertThat(other.text("#log li.turn[data-number='" + before + "'] .what"))
                    .isEqualTo(mover.text("#log li.turn[data-number='" + before + "'] .what"));
            for (Browser browser : new Browser[] {ada, bo}) {
                browser.waiter().until(page -> browser.logged() == ada.logged());
            }
            ada.waiter().until(page -> ada.score(0) == bo.score(0) && ada.score(1) == bo.score(1));
            if (turns == 3) {
                mover.waiter().until(page -> !mover.myTurn() || mover.all("button.roll.best").size() == 1);
                other.waiter().until(page -> !other.myTurn() || other.all("button.roll.best").size() == 1);
                ada.screenshot("lobby-a-mid.png");
                bo.screenshot("lobby-b-mid.png");
            }
            if (!ada.over()) {
                ada.waiter().until(page -> ada.myTurn() || bo.myTurn() || ada.over());
            }
        }

        // Both pages end the same: the same scores, the same winner, no button to click, and no reload.
        bo.waiter().until(page -> bo.over());
        int[] scores = {ada.score(0), ada.score(1)};
        assertThat(new int[] {bo.score(0), bo.score(1)}).containsExactly(scores);
        assertThat(Math.max(scores[0], scores[1])).isGreaterThanOrEqualTo(GOAL);
        int winner = scores[0] > scores[1] ? 0 : 1;
        assertThat(ada.find("#winner").getAttribute("data-winner")).isEqualTo(String.valueOf(winner));
        assertThat(bo.find("#winner").getAttribute("data-winner")).isEqualTo(String.valueOf(winner));
        assertThat(ada.text("#winner")).isEqualTo(winner == 0 ? "You win, " + MARKUP + "!" : "Bo wins!");
        assertThat(bo.text("#winner")).isEqualTo(winner == 1 ? "You win, Bo!" : MARKUP + " wins!");
        for (Browser browser : new Browser[] {ada, bo}) {
            assertThat(browser.all("button.roll")).noneMatch(WebElement::isEnabled);
            assertThat(browser.logged()).isEqualTo(turns);
            assertThat(browser.text("#log li.turn .after")).isEqualTo(scores[0] + "–" + scores[1]);
            assertThat(browser.find("#rematch").isDisplayed()).isTrue();
            assertThat(browser.find("#error").isDisplayed()).as(() -> browser.text("#error")).isFalse();
            assertMarkupIsText(browser, "#player0 .name");
            assertSamePage(browser);
        }
        ada.screenshot("lobby-a-end.png");
        bo.screenshot("lobby-b-end.png");

        // Bo's tab is closed and opened again: the secret it kept holds Bo's seat still.
        bo.driver().get(server.uri().resolve("/lobby?game=" + code).toString());
        bo.waiter().until(page -> bo.over());
        assertThat(bo.text("#role")).isEqualTo("You are Bo, seat 2.");
        assertThat(bo.find("#rematch").isDisplayed()).isTrue();
        assertThat(bo.logged()).isEqualTo(turns);

        // Bo asks for a rematch: both pages move to the new game, in the same seats, Ada to move.
        bo.find("#rematch").click();
        for (Browser browser : new Browser[] {ada, bo}) {
            browser.waiter().until(page -> !browser.text("#code").equals(code) && !browser.text("#code").isEmpty());
            browser.waiter().until(page -> browser.text("#player1 .name").equals("Bo"));
            assertMarkupIsText(browser, "#player0 .name");
        }
        assertThat(bo.text("#code")).isEqualTo(ada.text("#code"));
        ada.waiter().until(page -> ada.myTurn());
        assertThat(bo.myTurn()).isFalse();
        assertThat(bo.text("#role")).isEqualTo("You are Bo, seat 2.");
        assertThat(ada.logged()).isZero();
        assertSamePage(ada);
        ada.screenshot("lobby-a-rematch.png");

        // Bo leaves: Ada sees the seat free at once, and Bo, now watching, may take it again.
        bo.find("#leave").click();
        ada.waiter().until(ExpectedConditions.textToBe(By.cssSelector("#player1 .name"), "a free seat"));
        ada.waiter().until(page -> ada.all("button.roll").stream().noneMatch(WebElement::isEnabled));
        bo.waiter().until(ExpectedConditions.textToBe(By.id("role"), "You are watching."));
        assertThat(bo.find("#join-form").isDisplayed()).isTrue();
        assertThat(bo.find("#leave").isDisplayed()).isFalse();
        assertSamePage(ada);

        // A code no game has is one line saying so.
        bo.driver().get(server.uri().resolve("/lobby?game=NOGAME").toString());
        bo.waiter().until(ExpectedConditions.visibilityOfElementLocated(By.id("error")));
        assertThat(bo.text("#error")).isNotBlank().doesNotContain("\n");
        assertThat(bo.text("#status")).isEqualTo("No game has the code NOGAME.");
    }
}
