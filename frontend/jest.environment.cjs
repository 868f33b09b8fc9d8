const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom with the Fetch API's classes: jsdom has no `Request`/`Response`, and
 * RTK Query's fetchBaseQuery builds a `Request` for every call. Node's own
 * classes are lent to the test window. `fetch` itself is not: a test that
 * calls the API installs its own double, and any other call fails as offline.
 */
class JsdomWithFetchClasses extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers });
  }
}

module.exports = JsdomWithFetchClasses;
