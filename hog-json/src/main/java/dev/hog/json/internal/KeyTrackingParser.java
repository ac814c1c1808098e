package dev.hog.json.internal;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.util.JsonParserDelegate;
import java.io.IOException;

/**
 * A parser that remembers where the last key began. Jackson reports an unknown key where its value is, after the key;
 * a message is clearer at the key itself, and a streamed file has no text to search back in.
 */
public final class KeyTrackingParser extends JsonParserDelegate {
    private JsonLocation lastKey = JsonLocation.NA;

    /**
     * Tracks a parser.
     *
     * @param parser the parser
     */
    public KeyTrackingParser(JsonParser parser) {
        super(parser);
    }

    /**
     * Where the last key read began.
     *
     * @return its location, or {@link JsonLocation#NA} before the first key
     */
    public JsonLocation lastKey() {
        return lastKey;
    }

    @Override
    public JsonToken nextToken() throws IOException {
        JsonToken token = super.nextToken();
        track();
        return token;
    }

    @Override
    public String nextFieldName() throws IOException {
        String name = super.nextFieldName();
        track();
        return name;
    }

    @Override
    public boolean nextFieldName(SerializableString expected) throws IOException {
        boolean matched = super.nextFieldName(expected);
        track();
        return matched;
    }

    private void track() {
        if (delegate.currentToken() == JsonToken.FIELD_NAME) {
            lastKey = delegate.currentTokenLocation();
        }
    }
}
