package dev.hog.runner.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.hog.api.HogException;
import dev.hog.runner.io.Json;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * A request's body as the JSON a path takes. JSON exchanged between systems is UTF-8 (RFC 8259), and the body is
 * decoded as that, strictly, before Jackson reads it: Jackson on its own guesses UTF-16 and UTF-32 from the first
 * bytes, so that NUL bytes or a UTF-32 byte-order mark would reach it as text it then fails to decode, a failure of no
 * known kind. Here such a body is the client's mistake, said in one line.
 */
final class JsonBodies {
    /** The byte-order mark, which RFC 8259 lets a reader ignore. */
    private static final char BYTE_ORDER_MARK = '\uFEFF';

    private JsonBodies() {
    }

    /**
     * Reads a body.
     *
     * @param body the bytes
     * @param type what the path takes
     * @param path the path, for messages
     * @param <T> what the path takes
     * @return the value
     * @throws HogException if the body is empty, not UTF-8, or not the JSON the path takes
     */
    static <T> T read(byte[] body, Class<T> type, String path) {
        String text = utf8(body, path);
        if (!text.isEmpty() && text.charAt(0) == BYTE_ORDER_MARK) {
            text = text.substring(1);
        }
        if (text.isBlank()) {
            throw new HogException("the body is empty; " + path + " takes a JSON object");
        }
        T request;
        try {
            request = Json.mapper().readerFor(type).readValue(text);
        } catch (JsonProcessingException e) {
            throw new HogException("the body is not the JSON " + path + " takes: " + RequestErrors.describe(e));
        }
        if (request == null) {
            throw new HogException("the body is empty; " + path + " takes a JSON object");
        }
        return request;
    }

    private static String utf8(byte[] body, String path) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer bytes = ByteBuffer.wrap(body);
        try {
            CharBuffer text = decoder.decode(bytes);
            return text.toString();
        } catch (CharacterCodingException e) {
            throw new HogException("the body is not UTF-8 text (byte " + (bytes.position() + 1) + " is not); " + path
                    + " takes a JSON object in UTF-8");
        }
    }
}
