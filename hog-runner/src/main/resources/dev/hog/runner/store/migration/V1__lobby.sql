-- The lobby of hog serve: games two people play from their own browsers, kept turn by turn.
-- One form for H2 and PostgreSQL alike.

CREATE TABLE lobby_game (
    code VARCHAR(12) PRIMARY KEY,
    ruleset VARCHAR(200) NOT NULL,
    options_json VARCHAR(20000) NOT NULL,
    goal INTEGER NOT NULL,
    -- The players holding the seats now; NULL for a free seat.
    name0 VARCHAR(40),
    name1 VARCHAR(40),
    -- SHA-256 of each seat's secret, in hex; NULL for a free seat.
    secret0 VARCHAR(64),
    secret1 VARCHAR(64),
    -- The names the commentary says, fixed when the game starts.
    started_names_json VARCHAR(200),
    -- The dice as Dice.save() leaves them after the last turn (before the first, until there is one): with the
    -- turns, the game as a saved match (hog-json).
    dice VARCHAR(200) NOT NULL,
    turns INTEGER NOT NULL,
    finished BOOLEAN NOT NULL,
    -- The address that created the game, for the bound on games one address may create.
    creator VARCHAR(100) NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    rematch VARCHAR(12)
);

CREATE INDEX lobby_game_by_creator ON lobby_game (creator, finished);
CREATE INDEX lobby_game_by_update ON lobby_game (finished, updated_at);

CREATE TABLE lobby_turn (
    code VARCHAR(12) NOT NULL REFERENCES lobby_game (code) ON DELETE CASCADE,
    turn_number INTEGER NOT NULL,
    turn_json VARCHAR(100000) NOT NULL,
    PRIMARY KEY (code, turn_number)
);
