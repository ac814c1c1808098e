package dev.hog.runner.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.hog.runner.io.Json;
import java.io.UncheckedIOException;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.util.RawValue;
import dev.hog.runner.FailureLines;
import java.util.List;
import java.util.Map;

/** The JSON of {@code hog serve}: what the page and the course's front end send, and what they get back. */
final class Api {
    private Api() {
    }

    /**
     * A game's set-up.
     *
     * @param ruleset the ruleset's id; the server's own when absent
     * @param options option values by name, as text
     * @param goal the goal; the ruleset's when absent
     * @param opponent {@code person} for a second person at the same screen, else player 1's strategy spec
     * @param names the players' names, player 0's first; when absent, {@code Player 1} and {@code Computer} (or
     *     {@code Player 2} for a person)
     */
    record Setup(String ruleset, Map<String, String> options, Integer goal, String opponent, List<String> names) {
    }

    /**
     * A request for a new game.
     *
     * @param setup its set-up
     */
    record NewGame(Setup setup) {
    }

    /**
     * A person's roll in a game.
     *
     * @param dice the number of dice the person to move rolls
     */
    record Roll(Integer dice) {
    }

    /**
     * A state of a game, as the page shows it.
     *
     * @param scores both scores
     * @param mover who moves next
     * @param turn the turn number, from 0
     * @param extraTurn whether the next turn is an extra turn
     * @param memories what the rules remember of each player
     */
    record State(int[] scores, int mover, int turn, boolean extraTurn, int[] memories) {
    }

    /**
     * A game on the server, or what a request to it did.
     *
     * @param id the game's id, which every request about it names
     * @param names the players' names, player 0's first, as the commentary says them
     * @param turns the turns played by the request, in order (by a new game: the computer's, if it moved first; by
     *     {@code GET}: every turn so far), each in the SDK's one JSON form of a turn ({@link dev.hog.json.TurnJson}), written as
     *     it is
     * @param state the state after them
     * @param over whether the game is over
     * @param winner the winner once over: 0 or 1, or -1 for a tie
     * @param sides while the game goes on, the sides of the dice the player to move would roll, by the number of dice
     *     (0 for none)
     * @param legalDice while the game goes on, the numbers of dice the player to move may roll, in increasing order
     * @param refusals while the game goes on, why the rules forbid each other number of dice, by that number; empty
     *     when every number is allowed
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"id", "names", "turns", "state", "over", "winner", "sides", "legalDice", "refusals"})
    record Played(String id, List<String> names, List<RawValue> turns, State state, boolean over, Integer winner,
            int[] sides, List<Integer> legalDice, Map<Integer, String> refusals) {
    }

    /**
     * What letting a game go answers.
     *
     * @param ended the id of the game let go
     */
    record Ended(String ended) {
    }

    /**
     * A request for the odds of a state.
     *
     * @param setup the set-up
     * @param state the state, whose mover is the player the odds are for
     */
    record OddsRequest(Setup setup, State state) {
    }

    /**
     * The odds of a state, once solved.
     *
     * @param ready whether the game is solved yet; if not, ask again
     * @param chance the mover's chance of winning, playing its best from here
     * @param byDice the chance each number of dice leaves, playing best afterwards, by the number of dice; {@code null}
     *     for a number the rules do not allow in the state
     * @param best the best choice, always one the rules allow: a number of dice, or a move's number
     * @param byMove under rules with moves, the chance each move the rules allow leaves, by the move's number
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"ready", "chance", "byDice", "best", "byMove"})
    record Odds(boolean ready, Double chance, Double[] byDice, Integer best, Map<Integer, Double> byMove) {
    }

    /**
     * A request for a strategy's picture.
     *
     * @param setup the set-up (the opponent is ignored)
     * @param strategy a strategy spec, such as {@code optimal} or {@code bacon:cutoff=9}
     * @param bestResponseTo instead, the best response to this strategy spec
     * @param table instead, a table's text, as {@code table:FILE} reads it
     * @param format the table's format: {@code csv} (the default) or {@code json}
     */
    record MapRequest(Setup setup, String strategy, String bestResponseTo, String table, String format) {
    }

    /**
     * A strategy's choice at every pair of scores, with what the rules remember at its start values.
     *
     * @param name the strategy
     * @param goal the goal: rows and columns from 0 to goal - 1
     * @param maxDice the most dice
     * @param dice the number of dice, or a move's number, by the mover's score (rows) and the opponent's (columns)
     * @param moves the rules' moves, which a cell may hold instead of a number of dice
     */
    record StrategyMap(String name, int goal, int maxDice, int[][] dice, List<Move> moves) {
    }

    /**
     * A move the rules offer beside the numbers of dice, chosen by its negative number.
     *
     * @param choice its number, such as -1
     * @param name its rule's name, such as {@code Pork Chop}
     * @param description what it does
     */
    record Move(int choice, String name, String description) {
    }

    /**
     * A ruleset, as the page offers it.
     *
     * @param id its id
     * @param name its name
     * @param aliases the other ids it answers to: the offerings that played its rules
     * @param description what it is
     * @param goal its goal
     * @param maxDice the most dice
     * @param sides the usual die size
     * @param options its options
     * @param strategies the strategy specs it takes
     * @param moves the moves it offers beside the numbers of dice, by its default options
     */
    record Ruleset(String id, String name, List<String> aliases, String description, int goal, int maxDice,
            int sides, List<Option> options, List<String> strategies, List<Move> moves) {
    }

    /**
     * An option of a ruleset.
     *
     * @param name its name
     * @param type {@code BOOLEAN} or {@code CHOICE}
     * @param defaultValue its default
     * @param values the values it takes
     * @param description what it does
     */
    record Option(String name, String type, String defaultValue, List<String> values, String description) {
    }

    /**
     * The course's {@code take_turn}: the game replayed from the start with these rolls first and fresh dice after,
     * and these choices of both players in order, up to the turn the choices run out.
     *
     * @param prevRolls the faces rolled so far
     * @param moveHistory every choice so far, both players', in order
     * @param goal the goal
     * @param gameRules rule names, switched on or off
     */
    record TakeTurn(List<Integer> prevRolls, List<Integer> moveHistory, Integer goal, Map<String, Boolean> gameRules) {
    }

    /**
     * What {@code take_turn} answers.
     *
     * @param rolls every face rolled so far
     * @param finalScores both scores now
     * @param message the last commentary, as the course's front end shows it
     * @param messages the last turn's rule messages and commentary
     * @param gameOver whether the game is over
     * @param who who moves next, or who moved last once the game is over
     */
    @JsonPropertyOrder({"rolls", "finalScores", "message", "messages", "gameOver", "who"})
    record TookTurn(List<Integer> rolls, int[] finalScores, String message, List<String> messages, boolean gameOver,
            int who) {
    }

    /**
     * The course's {@code strategy}: a strategy's choice for player 1.
     *
     * @param name the course's strategy name, or a spec
     * @param scores both scores, player 0's first
     */
    record StrategyQuestion(String name, List<Integer> scores) {
    }

    /**
     * An answer already written as JSON, kept to be sent again as it is: a large answer that many ask for (a kept
     * regret map of a million cells) is written once, not once a request.
     *
     * @param bytes the JSON, UTF-8
     */
    record Written(byte[] bytes) {
        /**
         * A value written as JSON once.
         *
         * @param value the value
         * @return its JSON
         */
        static Written of(Object value) {
            try {
                return new Written(Json.mapper().writeValueAsBytes(value));
            } catch (JsonProcessingException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /**
     * A lobby game's set-up, as its view shows it and as {@code POST /api/v2/odds} takes it back.
     *
     * @param ruleset the ruleset's id
     * @param options the option values in force, as text by name
     * @param goal the goal
     */
    record LobbySetup(String ruleset, Map<String, String> options, int goal) {
    }

    /**
     * A request for a new lobby game.
     *
     * @param setup its set-up: ruleset, options and goal; {@code opponent} and {@code names} are not read
     * @param name the creator's name, who takes seat 0 and moves first
     */
    record LobbyNew(Setup setup, String name) {
    }

    /**
     * A request to join a lobby game's free seat.
     *
     * @param name the joining player's name
     */
    record LobbyJoin(String name) {
    }

    /**
     * A lobby game as its players and spectators see it. Never holds a secret.
     *
     * @param code its code
     * @param setup its set-up
     * @param names the seats' holders, seat 0's first; {@code null} for a free seat
     * @param started whether both seats were taken and the game began
     * @param from the number of the first turn in {@code turns}
     * @param turns turns in the SDK's JSON form of a turn, from turn {@code from}: every turn, or those a follower
     *     has not had
     * @param state the state now
     * @param over whether the game is over
     * @param winner the winner once over: 0 or 1, or -1 for a tie
     * @param sides while the game goes on, the sides of the dice the mover would roll, by the number of dice
     * @param legalDice while the game goes on, the numbers of dice the mover may roll
     * @param refusals while the game goes on, why the rules forbid each other number of dice
     * @param rematch the code of its rematch, once there is one
     */
    @JsonPropertyOrder({"code", "setup", "names", "started", "from", "turns", "state", "over", "winner", "sides",
        "legalDice", "refusals", "rematch"})
    record LobbyGame(String code, LobbySetup setup, List<String> names, boolean started, int from,
            List<RawValue> turns, State state, boolean over, @JsonInclude(JsonInclude.Include.NON_NULL) Integer winner,
            @JsonInclude(JsonInclude.Include.NON_NULL) int[] sides,
            @JsonInclude(JsonInclude.Include.NON_NULL) List<Integer> legalDice,
            @JsonInclude(JsonInclude.Include.NON_NULL) Map<Integer, String> refusals, String rematch) {
    }

    /**
     * A seat taken: by creating a game, joining one, or a rematch.
     *
     * @param code the game's code
     * @param seat the seat, 0 or 1
     * @param secret the seat's secret, which only this answer ever holds; {@code null} for a rematch, whose seats
     *     the same secrets hold
     * @param game the game
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"code", "seat", "secret", "game"})
    record LobbySeat(String code, int seat, String secret, LobbyGame game) {
    }

    /**
     * The seat a secret holds.
     *
     * @param code the game's code
     * @param seat the seat, 0 or 1
     */
    record SeatHeld(String code, int seat) {
    }

    /**
     * A game waiting for a player.
     *
     * @param code its code
     * @param ruleset the ruleset's id
     * @param rulesetName the ruleset's name
     * @param goal the goal
     * @param name the name of the player waiting
     * @param created when it was created, as an ISO-8601 instant
     */
    record OpenGame(String code, String ruleset, String rulesetName, int goal, String name, String created) {
    }

    /**
     * The games waiting for a player.
     *
     * @param open the games, newest first
     */
    record OpenGames(List<OpenGame> open) {
    }

    /**
     * A request to open a contest.
     *
     * @param name its name
     * @param setup its ruleset, options and goal; {@code opponent} and {@code names} are not read
     * @param deadline when it closes, an ISO-8601 instant such as {@code 2026-12-05T23:59:00Z}
     * @param maxEntries the most entries it takes; 500 when absent
     */
    record ContestNew(String name, Setup setup, String deadline, Integer maxEntries) {
    }

    /**
     * A contest opened.
     *
     * @param id its id
     * @param adminSecret the administrator's secret, which only this answer ever holds
     * @param contest its standings
     */
    @JsonPropertyOrder({"id", "adminSecret", "contest"})
    record ContestOpened(String id, String adminSecret, Standings contest) {
    }

    /**
     * A contest in the list.
     *
     * @param id its id
     * @param name its name
     * @param ruleset its ruleset's id
     * @param goal its goal
     * @param deadline when it closes
     * @param entries its entries now
     * @param closed whether it takes no more entries
     */
    record ContestSummary(String id, String name, String ruleset, int goal, String deadline, int entries,
            boolean closed) {
    }

    /**
     * Every contest of the server.
     *
     * @param contests the contests, newest first
     */
    record ContestList(List<ContestSummary> contests) {
    }

    /**
     * An entry submitted.
     *
     * @param name the entry's name
     * @param table its table: the course's JSON rows, or CSV as {@code table:FILE} reads
     * @param format {@code json} or {@code csv}; guessed from the table when absent
     */
    record Submission(String name, String table, String format) {
    }

    /**
     * An entry as submitted.
     *
     * @param name its name
     * @param secret its secret, for a new entry only: the one answer that holds it
     * @param hash its table's content hash
     * @param contest the standings after it; without the entries' rows past 200 entries
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"name", "secret", "hash", "contest"})
    record Submitted(String name, String secret, String hash, Standings contest) {
    }

    /**
     * A contest's standings.
     *
     * @param id its id
     * @param name its name
     * @param setup its set-up
     * @param deadline when it closes
     * @param closed whether it takes no more entries
     * @param finished whether it is closed and every pair played: the standings are final, and archived
     * @param pairs the pairs of distinct tables of its entries
     * @param pending those still to play
     * @param played the pairs this server has played since it started
     * @param entries the entries in rank order
     */
    @JsonPropertyOrder({"id", "name", "setup", "deadline", "closed", "final", "pairs", "pending", "played", "entries"})
    record Standings(String id, String name, LobbySetup setup, String deadline, boolean closed,
            @com.fasterxml.jackson.annotation.JsonProperty("final") boolean finished, long pairs, long pending,
            long played, List<Standing> entries) {
    }

    /**
     * An entry's standing.
     *
     * @param rank its rank, from 1
     * @param name its name
     * @param hash its table's content hash
     * @param beaten the entries it beats (a mean win rate above 0.500001)
     * @param meanWinRate its mean win rate against the others (over the pairs played, while some are pending)
     * @param row its mean win rate against each entry, in rank order; {@code null} for a pair still pending; left
     *     out of the answer to a submission to a contest of more than 200 entries, which 1,000 entries would make
     *     20 MB
     */
    record Standing(int rank, String name, String hash, int beaten, Double meanWinRate,
            @JsonInclude(JsonInclude.Include.NON_NULL) List<Double> row) {
        /** This standing without its row. */
        Standing withoutRow() {
            return new Standing(rank, name, hash, beaten, meanWinRate, null);
        }
    }

    /**
     * An entry's table, for export.
     *
     * @param name the entry's name
     * @param hash its table's content hash
     * @param format {@code json} or {@code csv}
     * @param table the table as submitted
     */
    record ContestTable(String name, String hash, String format, String table) {
    }

    /**
     * A contest's tables, for its administrator.
     *
     * @param id the contest's id
     * @param setup its set-up
     * @param entries every entry's table, in the order first submitted
     */
    record ContestTables(String id, LobbySetup setup, List<ContestTable> entries) {
    }

    /**
     * A mistake in a request: one line, whatever the request held (a field name with a line break in it comes back
     * with the break shown as an escape), of at most {@value #MOST} characters.
     *
     * @param error what was wrong and what would be right
     */
    record Error(String error) {
        /** The longest error: long enough for a list of a ruleset's strategies, short of echoing a body back. */
        static final int MOST = 1_000;

        Error {
            error = FailureLines.visible(String.valueOf(error), MOST);
        }
    }
}
