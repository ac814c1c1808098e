package dev.hog.runner.web;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidDefinitionException;
import com.fasterxml.jackson.databind.exc.InvalidNullException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** Says what was wrong with a request's JSON, by the field it names, in words rather than Jackson's. */
final class RequestErrors {
    private RequestErrors() {
    }

    /**
     * What was wrong with a body.
     *
     * @param e what Jackson found
     * @return one sentence, naming the field
     */
    static String describe(JsonProcessingException e) {
        if (e instanceof UnrecognizedPropertyException unknown) {
            return "unknown field '" + unknown.getPropertyName() + "'" + in(unknown) + "; the fields are "
                    + names(unknown.getKnownPropertyIds());
        }
        if (e instanceof InvalidNullException invalid) {
            return path(invalid) + " is missing; it must be " + expected(invalid.getTargetType());
        }
        if (e instanceof MismatchedInputException mismatch && mismatch.getTargetType() != null) {
            return path(mismatch) + " must be " + expected(mismatch.getTargetType());
        }
        if (e instanceof InvalidDefinitionException definition && definition.getType() != null) {
            return path(definition) + " must be " + expected(definition.getType().getRawClass());
        }
        if (e instanceof JsonParseException) {
            return "not valid JSON: " + firstSentence(e.getOriginalMessage());
        }
        return firstSentence(e.getOriginalMessage());
    }

    private static String in(JsonMappingException e) {
        List<JsonMappingException.Reference> path = e.getPath();
        if (path.size() <= 1) {
            return "";
        }
        return " in " + path(path.subList(0, path.size() - 1));
    }

    private static String path(JsonMappingException e) {
        return e.getPath().isEmpty() ? "the body" : path(e.getPath());
    }

    private static String path(List<JsonMappingException.Reference> references) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference reference : references) {
            if (reference.getFieldName() != null) {
                path.append(path.length() == 0 ? "" : ".").append(reference.getFieldName());
            } else if (reference.getIndex() >= 0) {
                path.append('[').append(reference.getIndex()).append(']');
            }
        }
        return path.toString();
    }

    private static String names(Collection<Object> known) {
        return known.stream().map(String::valueOf).sorted().collect(Collectors.joining(", "));
    }

    private static String expected(Class<?> type) {
        if (type == int.class || type == Integer.class) {
            return "a whole number";
        }
        if (type == boolean.class || type == Boolean.class) {
            return "true or false";
        }
        if (type == String.class) {
            return "text";
        }
        if (type.isArray() || Collection.class.isAssignableFrom(type)) {
            return "a list";
        }
        if (Map.class.isAssignableFrom(type)) {
            return "an object of names to values";
        }
        return "an object";
    }

    private static String firstSentence(String message) {
        String line = message == null ? "" : message.lines().findFirst().orElse("");
        int detail = line.indexOf(" (");
        return detail > 0 ? line.substring(0, detail) : line;
    }
}
