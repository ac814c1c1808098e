/**
 * Rules that more than one course offering uses, so that every ruleset that has one shares its class.
 */
package dev.hog.rules.common;
