package dev.hog.rules.offerings;

import dev.hog.apicheck.ApiRecord;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * hog-rules-offerings' public API is the one recorded in api/hog-rules-offerings.api, so that each change to it is a
 * reviewed diff of that file.
 */
class PublicApiTest {
    @Test
    void keepsTheRecordedApi() {
        ApiRecord.check(Path.of("target/classes"), Path.of("api/hog-rules-offerings.api"));
    }
}
