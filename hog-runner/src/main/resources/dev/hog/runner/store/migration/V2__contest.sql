-- The strategy contests of hog serve: entries submitted as tables, and the exact result of every pair of distinct
-- tables, kept by the tables' content hashes so that no pair is played twice.

CREATE TABLE contest (
    id VARCHAR(12) PRIMARY KEY,
    name VARCHAR(100) NOT NULL,
    ruleset VARCHAR(200) NOT NULL,
    options_json VARCHAR(20000) NOT NULL,
    goal INTEGER NOT NULL,
    deadline BIGINT NOT NULL,
    max_entries INTEGER NOT NULL,
    -- SHA-256 of the administrator's secret, in hex.
    admin_secret VARCHAR(64) NOT NULL,
    -- When the administrator closed it before its deadline; NULL otherwise.
    closed_at BIGINT,
    creator VARCHAR(100) NOT NULL,
    created_at BIGINT NOT NULL,
    -- The final standings, once the contest is closed and every pair played.
    archived_json TEXT
);

CREATE TABLE contest_table (
    contest_id VARCHAR(12) NOT NULL REFERENCES contest (id) ON DELETE CASCADE,
    -- SHA-256 of the table's choices as the contest's game lays them out: equal for tables that play alike.
    hash VARCHAR(64) NOT NULL,
    table_text TEXT NOT NULL,
    table_format VARCHAR(4) NOT NULL,
    PRIMARY KEY (contest_id, hash)
);

CREATE TABLE contest_entry (
    contest_id VARCHAR(12) NOT NULL REFERENCES contest (id) ON DELETE CASCADE,
    name VARCHAR(40) NOT NULL,
    secret VARCHAR(64) NOT NULL,
    hash VARCHAR(64) NOT NULL,
    submitted_at BIGINT NOT NULL,
    PRIMARY KEY (contest_id, name)
);

-- Table a (hash_a < hash_b) against table b: a's chance of winning moving first, and moving second.
CREATE TABLE contest_pair (
    contest_id VARCHAR(12) NOT NULL REFERENCES contest (id) ON DELETE CASCADE,
    hash_a VARCHAR(64) NOT NULL,
    hash_b VARCHAR(64) NOT NULL,
    rate_first DOUBLE PRECISION NOT NULL,
    rate_second DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (contest_id, hash_a, hash_b)
);
