/**
 * What {@code hog serve} keeps across restarts: a database reached through JDBC (an embedded H2 file by default,
 * PostgreSQL when given one), its schema migrated at start, and the lobby's games in it.
 */
package dev.hog.runner.store;
