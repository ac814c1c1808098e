/**
 * What more than one course offering uses, so that every ruleset that has it shares one class: rules such as Pig Out,
 * the strategies that read a zero-dice rule, and the arithmetic the rules share.
 */
package dev.hog.rules.common;
