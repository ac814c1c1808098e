package dev.hog.runner.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.hog.runner.Plugins;
import dev.hog.runner.io.Json;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Random;
import java.util.function.IntBinaryOperator;
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
 * {@code hog serve}'s contest page in a real headless Chromium, driven by Selenium: a contest opened and six entries
 * submitted through the API (one named with markup), the page's leaderboard checked against the standings, then a
 * new entry submitted through the page, and the leaderboard, the progress and the matrix followed as its pairs are
 * played, without a reload; the entry replaced and withdrawn with the secret the browser kept, a refused table shown
 * as one line, the contest closed by its administrator, and a contest opened through the page's form. Screenshots go
 * to {@code target/screenshots/contest-*.png}.
 *
 * <p>Needs Debian's {@code chromium} and {@code chromium-driver} (or {@code HOG_CHROMIUM} and {@code
 * HOG_CHROMEDRIVER} naming them). Without them the test is skipped, saying so, unless {@code HOG_REQUIRE_BROWSER=1}
 * (as the gate sets it) makes that a failure.
 */
class ContestBrowserIT {
    private static final Path SCREENSHOTS = Path.of("target", "screenshots");
    /** Selenium warns that it has no DevTools bindings for this Chromium; the test uses WebDriver only. */
    private static final Logger SELENIUM = Logger.getLogger("org.openqa.selenium");
    /** A name that would run a script if the page put it in as markup. */
    private static final String MARKUP = "<img src=x onerror=alert(1)>";
    private static final String CONTESTS = "/api/v2/contests";
    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private static final int GOAL = 30;
    private static final String LATE = "Late entry";

    private static WebServer server;
    private static File driver;
    private static Browser browser;

    /** The browser, its waits, and what the test asks of its page. */
    private record Browser(WebDriver driver, WebDriverWait waiter) {
        WebElement find(String css) {
            return driver.findElement(By.cssSelector(css));
        }

        List<WebElement> all(String css) {
            return driver.findElements(By.cssSelector(css));
        }

        String text(String css) {
            return find(css).getText();
        }

        Object script(String code, Object... arguments) {
            return ((JavascriptExecutor) driver).executeScript(code, arguments);
        }

        void screenshot(String name) throws IOException {
            script("window.scrollTo(0, 0)");
            File shot = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE);
            Files.copy(shot.toPath(), SCREENSHOTS.resolve(name), StandardCopyOption.REPLACE_EXISTING);
        }

        int rows() {
            return all("#leaderboard tr.entry").size();
        }

        int pendingCells() {
            return Integer.parseInt(find("#matrix").getAttribute("data-pending"));
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
        var sp24 = plugins.registry().get("sp24");
        server = new WebServer("127.0.0.1", 0, plugins, sp24, sp24.defaultGame(), OptionalLong.of(2024));
        Files.createDirectories(SCREENSHOTS);
        browser = openBrowser();
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.driver().quit();
        }
        if (server != null) {
            server.close();
        }
    }

    private static Browser openBrowser() throws IOException {
        ChromeOptions options = new ChromeOptions();
        options.setBinary(System.getProperty("webdriver.chrome.binary"));
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--window-size=1280,1000",
                "--user-data-dir=" + Files.createTempDirectory("hog-chromium-contest"));
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(driver)
                .usingAnyFreePort().build();
        WebDriver chrome = new ChromeDriver(service, options);
        WebDriverWait wait = new WebDriverWait(chrome, Duration.ofSeconds(15), Browsers.POLL);
        // The page redraws the leaderboard on every change: a row found just before a redraw is asked again.
        wait.ignoring(StaleElementReferenceException.class);
        return new Browser(chrome, wait);
    }

    // ---- The API, from Java ----

    private record Reply(int status, JsonNode json) {
    }

    private static Reply send(String method, String path, Object body, String secret) {
        HttpRequest.Builder request = HttpRequest.newBuilder(server.uri().resolve(path))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(Json.line(body)));
        if (body != null) {
            request.header("Content-Type", "application/json");
        }
        if (secret != null) {
            request.header("Authorization", "Bearer " + secret);
        }
        try {
            HttpResponse<String> response = CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
            return new Reply(response.statusCode(), Json.mapper().readTree(response.body()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static JsonNode ok(Reply reply) {
        assertThat(reply.status()).as("%s", reply.json()).isEqualTo(200);
        return reply.json();
    }

    private static JsonNode standings(String id) {
        return ok(send("GET", CONTESTS + "/" + id, null, null));
    }

    /** A table to the goal as the course's JSON: the dice at each score (a row) and opponent's score (a column). */
    private static String table(IntBinaryOperator dice) {
        StringBuilder json = new StringBuilder("[");
        for (int score = 0; score < GOAL; score++) {
            json.append(score == 0 ? "[" : ",[");
            for (int opponent = 0; opponent < GOAL; opponent++) {
                json.append(opponent == 0 ? "" : ",").append(dice.applyAsInt(score, opponent));
            }
            json.append(']');
        }
        return json.append(']').toString();
    }

    private static String always(int dice) {
        return table((score, opponent) -> dice);
    }

    private static String random(long seed) {
        Random random = new Random(seed);
        int[][] dice = new int[GOAL][GOAL];
        for (int[] row : dice) {
            for (int i = 0; i < row.length; i++) {
                row[i] = 1 + random.nextInt(10);
            }
        }
        return table((score, opponent) -> dice[score][opponent]);
    }

    private static JsonNode submit(String id, String name, String table) {
        return ok(send("POST", CONTESTS + "/" + id + "/entries", Map.of("name", name, "table", table, "format",
                "json"), null));
    }

    private static JsonNode awaitPlayed(String id) throws InterruptedException {
        long until = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (true) {
            JsonNode standings = standings(id);
            if (standings.get("pending").asInt() == 0) {
                return standings;
            }
            assertThat(System.nanoTime()).as("the contest's pairs were played in time: %s", standings)
                    .isLessThan(until);
            Thread.sleep(100);
        }
    }

    // ---- The page ----

    /** The leaderboard as the page shows it: each row's rank, name, beaten and percentage, in its order. */
    @SuppressWarnings("unchecked")
    private static List<List<String>> leaderboard() {
        return (List<List<String>>) browser.script("return [...document.querySelectorAll('#leaderboard tr.entry')]"
                + ".map((row) => [row.querySelector('.rank').textContent, row.querySelector('.entry-name')"
                + ".textContent, row.querySelector('.beaten').textContent, row.querySelector('.rate').textContent])");
    }

    /** The page's leaderboard holds the standings' entries, in their order, with their figures. */
    private static void assertLeaderboardIs(JsonNode standings) {
        List<List<String>> shown = leaderboard();
        JsonNode entries = standings.get("entries");
        assertThat(shown).as("the leaderboard's rows").hasSize(entries.size());
        for (int i = 0; i < entries.size(); i++) {
            JsonNode entry = entries.get(i);
            List<String> row = shown.get(i);
            assertThat(row.get(0)).as("row %d's rank", i).isEqualTo(entry.get("rank").asText());
            assertThat(row.get(1)).as("row %d's name", i).isEqualTo(entry.get("name").asText());
            assertThat(row.get(2)).as("row %d's beaten", i).isEqualTo(entry.get("beaten").asText());
            assertThat(row.get(3)).as("row %d's mean win rate", i).endsWith("%");
            assertThat(Double.parseDouble(row.get(3).replace("%", ""))).as("row %d's mean win rate", i)
                    .isCloseTo(100 * entry.get("meanWinRate").asDouble(), org.assertj.core.data.Offset.offset(0.006));
            if (i > 0) {
                assertThat(entry.get("rank").asInt()).isGreaterThanOrEqualTo(entries.get(i - 1).get("rank").asInt());
            }
        }
    }

    /** The markup name shows as itself, and no element was made of it, in a page that never ran its script. */
    private static void assertMarkupIsText() {
        assertThat(leaderboard()).extracting(row -> row.get(1)).contains(MARKUP);
        assertThat(browser.all("img[src='x']")).as("the page made an element of the name").isEmpty();
        assertThat(browser.script("return window.alerted === undefined")).isEqualTo(true);
    }

    /** Remembers the page now, to tell later that it was not loaded again; an alert or a confirm answers itself. */
    private static void markPage() {
        browser.script("window.hogPageMark = 'not reloaded';"
                + "window.alert = (text) => { window.alerted = String(text); };"
                + "window.confirm = () => true;");
    }

    private static void assertSamePage() {
        assertThat(browser.script("return window.hogPageMark")).as("the page was not reloaded")
                .isEqualTo("not reloaded");
    }

    /** Waits until the page shows what is asked or an error; the error fails the test with the server's words. */
    private static void awaitOrError(java.util.function.BooleanSupplier shows, String what) {
        browser.waiter().until(page -> shows.getAsBoolean() || browser.find("#error").isDisplayed());
        assertNoError();
        assertThat(shows.getAsBoolean()).as(what).isTrue();
    }

    private static void assertNoError() {
        assertThat(browser.find("#error").isDisplayed()).as(() -> browser.text("#error")).isFalse();
    }

    /** Whether the matrix's cell at a row and column is drawn in a colour other than the grey of a pair to play. */
    private static boolean drawn(int row, int col) {
        return (Boolean) browser.script("const c = document.querySelector('#matrix');"
                + "const cell = Number(c.dataset.cell), margin = Number(c.dataset.margin);"
                + "const ratio = c.width / parseFloat(c.style.width);"
                + "const x = Math.floor((margin + (arguments[1] + 0.5) * cell) * ratio);"
                + "const y = Math.floor((margin + (arguments[0] + 0.5) * cell) * ratio);"
                + "const [r, g, b] = c.getContext('2d').getImageData(x, y, 1, 1).data;"
                + "return !(r === 201 && g === 201 && b === 201) && !(r === 0 && g === 0 && b === 0);", row, col);
    }

    @Test
    void theLeaderboardFillsInAsANewEntrysPairsArePlayed() throws Exception {
        // A contest to 30 and six entries, opened and submitted through the API, one named with markup.
        String deadline = Instant.now().plus(1, ChronoUnit.HOURS).truncatedTo(ChronoUnit.SECONDS).toString();
        Map<String, Object> setup = Map.of("ruleset", "sp24", "options", Map.of(), "goal", GOAL);
        JsonNode opened = ok(send("POST", CONTESTS, Map.of("name", "CS 61A Hog contest", "setup", setup,
                "deadline", deadline, "maxEntries", 20), null));
        String id = opened.get("id").asText();
        String adminSecret = opened.get("adminSecret").asText();
        assertThat(adminSecret).isNotBlank();
        Map<String, String> entries = new LinkedHashMap<>();
        entries.put("Always 4", always(4));
        entries.put("Always 6", always(6));
        entries.put("Always 2", always(2));
        entries.put(MARKUP, always(5));
        entries.put("Random 1", random(1));
        entries.put("Chaser", table((score, opponent) -> opponent > score + 10 ? 8 : score >= GOAL - 5 ? 2 : 5));
        for (Map.Entry<String, String> entry : entries.entrySet()) {
            JsonNode entered = submit(id, entry.getKey(), entry.getValue());
            assertThat(entered.get("secret").asText()).isNotBlank();
        }
        JsonNode before = awaitPlayed(id);
        assertThat(before.get("pairs").asInt()).isEqualTo(15);

        // The page shows the leaderboard as the standings rank it, the markup name as text, and every pair played.
        browser.driver().get(server.uri().resolve("/contest?id=" + id).toString());
        browser.waiter().until(page -> browser.rows() == entries.size());
        markPage();
        browser.waiter().until(ExpectedConditions.textToBe(By.id("progress"), "All 15 pairs played."));
        assertLeaderboardIs(before);
        assertMarkupIsText();
        assertNoError();
        assertThat(browser.text("#contest-title")).isEqualTo("CS 61A Hog contest");
        assertThat(browser.text("#contest-setup")).startsWith("sp24: ").endsWith(", to 30");
        assertThat(browser.find("#contest-state").getAttribute("data-state")).isEqualTo("open");
        assertThat(browser.text("#contest-link")).endsWith("/contest?id=" + id);
        assertThat(browser.find("#download-json").getAttribute("href")).endsWith(CONTESTS + "/" + id
                + "/standings.json");
        assertThat(browser.find("#download-csv").getAttribute("href")).endsWith(CONTESTS + "/" + id
                + "/standings.csv");
        assertThat(browser.text("#cli")).isEqualTo("hog contest submit --server " + server.uri().toString()
                .replaceAll("/$", "") + " --contest " + id + " --name NAME python:hog.py");
        assertThat(browser.pendingCells()).isZero();
        assertThat(browser.find("#matrix").getAttribute("data-cells")).isEqualTo("36");
        assertThat(drawn(0, 1)).as("the matrix's cell of the first two entries is drawn").isTrue();
        // A click on an entry opens its row of the matrix: its win rate against each of the five others.
        browser.find("#leaderboard tr.entry[data-rank='1']").click();
        browser.waiter().until(page -> browser.all("#leaderboard tr.details li").size() == entries.size() - 1);
        assertThat(browser.all("#leaderboard tr.details li.pending")).isEmpty();
        assertMarkupIsText();
        browser.screenshot("contest-before.png");

        // What the page shows as the new entry is played, recorded at every change of the progress or the matrix.
        browser.script("window.seen = [];"
                + "const note = () => window.seen.push({progress: document.querySelector('#progress').textContent,"
                + " rows: document.querySelectorAll('#leaderboard tr.entry').length,"
                + " pending: Number(document.querySelector('#matrix').dataset.pending)});"
                + "new MutationObserver(note).observe(document.querySelector('#contest'),"
                + " {subtree: true, childList: true, characterData: true, attributes: true});");

        // A new entry through the page: a JSON file, its format read from the file's name.
        Path file = Files.createTempFile("late-entry", ".json");
        Files.writeString(file, table((score, opponent) -> score < opponent ? 7 : 4));
        browser.find("#entry-name").sendKeys(LATE);
        assertThat(browser.text("#cli")).endsWith(" --name 'Late entry' python:hog.py");
        browser.find("#entry-file").sendKeys(file.toAbsolutePath().toString());
        browser.find("#submit").click();
        browser.waiter().until(page -> browser.find("#entry-secret-box").isDisplayed()
                || browser.find("#error").isDisplayed());
        assertNoError();
        String secret = browser.text("#entry-secret");
        assertThat(secret).isNotBlank();
        assertThat(browser.script("return localStorage.getItem(arguments[0])", "hog-contest:" + id + ":" + LATE))
                .isEqualTo(secret);
        // The leaderboard fills in as the pairs are played, without a reload: seven rows, 21 pairs, no cell grey.
        browser.waiter().until(page -> browser.rows() == entries.size() + 1 && browser.pendingCells() == 0
                && browser.text("#progress").equals("All 21 pairs played."));
        JsonNode after = standings(id);
        assertThat(after.get("pending").asInt()).isZero();
        assertLeaderboardIs(after);
        assertMarkupIsText();
        assertSamePage();
        assertNoError();
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> seen = (List<Map<String, Object>>) browser.script("return window.seen");
        assertThat(seen).as("the page showed the new entry's pairs to play before they were played")
                .anySatisfy(state -> assertThat((String) state.get("progress")).matches("[1-6] of 21 pairs to play"));
        assertThat(seen).as("the page showed the new row while its cells were still to play")
                .anySatisfy(state -> {
                    assertThat(((Number) state.get("rows")).intValue()).isEqualTo(entries.size() + 1);
                    assertThat(((Number) state.get("pending")).intValue()).isPositive();
                });
        int late = leaderboard().stream().map(row -> row.get(1)).toList().indexOf(LATE);
        for (int other = 0; other <= entries.size(); other++) {
            if (other != late) {
                assertThat(drawn(late, other)).as("the matrix's cell of %s against row %d", LATE, other).isTrue();
                assertThat(drawn(other, late)).as("the matrix's cell of row %d against %s", other, LATE).isTrue();
            }
        }
        assertThat(browser.text("#mine-list")).contains(LATE);
        assertThat(browser.text(".leaderboard tr.entry[data-rank] .yours")).isEqualTo("yours");
        browser.screenshot("contest-after.png");

        // The same name again, pasted: the kept secret replaces the entry, and no new secret is shown.
        String oldHash = hashOf(after, LATE);
        browser.find("#entry-name").clear();
        browser.find("#entry-name").sendKeys(LATE);
        browser.script("document.querySelector('#entry-paste').value = arguments[0]", always(3));
        browser.find("#submit").click();
        browser.waiter().until(page -> browser.find("#submitted").isDisplayed() || browser.find("#error")
                .isDisplayed());
        assertNoError();
        assertThat(browser.text("#submitted")).contains("replaced");
        assertThat(browser.find("#entry-secret-box").isDisplayed()).isFalse();
        assertThat(hashOf(awaitPlayed(id), LATE)).isNotEqualTo(oldHash);
        browser.waiter().until(page -> browser.pendingCells() == 0 && browser.text("#progress")
                .equals("All 21 pairs played."));
        assertLeaderboardIs(standings(id));

        // A table the game cannot take is refused on one line, and nothing changes.
        browser.find("#entry-name").clear();
        browser.find("#entry-name").sendKeys("Broken");
        browser.script("document.querySelector('#entry-paste').value = '[[1, 2], [3]]'");
        browser.find("#submit").click();
        browser.waiter().until(ExpectedConditions.visibilityOfElementLocated(By.id("error")));
        assertThat(browser.text("#error")).isNotBlank().doesNotContain("\n");
        assertThat(browser.rows()).isEqualTo(entries.size() + 1);

        // Withdrawn with the kept secret: six rows again, and the secret forgotten.
        browser.find("#mine-list li button.withdraw").click();
        awaitOrError(() -> browser.rows() == entries.size(), "the entry withdrawn");
        assertThat(browser.script("return localStorage.getItem(arguments[0])", "hog-contest:" + id + ":" + LATE))
                .isNull();
        assertThat(browser.find("#mine").isDisplayed()).isFalse();

        // The administrator closes the contest with the secret typed in: the standings become final, the form goes.
        browser.find("#admin-typed").sendKeys(adminSecret);
        browser.find("#close").click();
        awaitOrError(() -> "final".equals(browser.find("#contest-state").getAttribute("data-state")), "final");
        assertThat(browser.text("#contest-state")).isEqualTo("Closed: these standings are final.");
        assertThat(browser.find("#submit-form").isDisplayed()).isFalse();
        assertThat(browser.find("#admin").isDisplayed()).isFalse();
        JsonNode closed = standings(id);
        assertThat(closed.get("final").asBoolean()).isTrue();
        assertLeaderboardIs(closed);
        assertMarkupIsText();
        assertSamePage();
        browser.screenshot("contest-final.png");

        // The list of contests links to it.
        browser.driver().get(server.uri().resolve("/contest").toString());
        browser.waiter().until(ExpectedConditions.presenceOfElementLocated(
                By.cssSelector("#contest-list tr[data-id='" + id + "'] a")));
        WebElement link = browser.find("#contest-list tr[data-id='" + id + "'] a");
        assertThat(link.getText()).isEqualTo("CS 61A Hog contest");
        assertThat(link.getAttribute("href")).endsWith("/contest?id=" + id);
    }

    private static String hashOf(JsonNode standings, String name) {
        List<String> hashes = new ArrayList<>();
        standings.get("entries").forEach(entry -> {
            if (entry.get("name").asText().equals(name)) {
                hashes.add(entry.get("hash").asText());
            }
        });
        assertThat(hashes).as("%s's hash in %s", name, standings).hasSize(1);
        return hashes.get(0);
    }

    @Test
    void aTeacherOpensAContestOnThePageAndClosesItWithTheKeptSecret() throws IOException {
        browser.driver().get(server.uri().resolve("/contest").toString());
        browser.waiter().until(ExpectedConditions.numberOfElementsToBeMoreThan(By.cssSelector("#ruleset option"), 4));
        markPage();
        browser.find("#contest-name").sendKeys("Fall contest");
        new Select(browser.find("#ruleset")).selectByValue("sp24");
        browser.find("#goal").clear();
        browser.find("#goal").sendKeys(String.valueOf(GOAL));
        browser.find("#max-entries").clear();
        browser.find("#max-entries").sendKeys("50");
        browser.screenshot("contest-open.png");
        browser.find("#open-contest").click();
        browser.waiter().until(ExpectedConditions.visibilityOfElementLocated(By.id("admin-secret-box")));
        assertNoError();
        String search = (String) browser.script("return location.search");
        assertThat(search).startsWith("?id=");
        String id = java.net.URLDecoder.decode(search.substring(4), java.nio.charset.StandardCharsets.UTF_8);
        String secret = browser.text("#admin-secret");
        assertThat(secret).isNotBlank();
        assertThat(browser.script("return localStorage.getItem(arguments[0])", "hog-contest:" + id))
                .isEqualTo(secret);
        assertThat(browser.text("#contest-title")).isEqualTo("Fall contest");
        assertThat(browser.text("#no-entries")).isEqualTo("No entry yet.");
        assertThat(browser.find("#matrix-panel").isDisplayed()).isFalse();
        assertThat(browser.find("#admin-kept").isDisplayed()).isTrue();
        assertThat(browser.find("#admin-typed").isDisplayed()).isFalse();
        JsonNode standings = standings(id);
        assertThat(standings.at("/setup/goal").asInt()).isEqualTo(GOAL);
        Instant deadline = Instant.parse(standings.get("deadline").asText());
        assertThat(deadline).isAfter(Instant.now().plus(6, ChronoUnit.DAYS));
        browser.screenshot("contest-opened.png");

        browser.find("#close").click();
        awaitOrError(() -> "final".equals(browser.find("#contest-state").getAttribute("data-state")), "final");
        assertSamePage();
        assertThat(standings(id).get("closed").asBoolean()).isTrue();
    }
}
