-- wrk script for PetSpot's benchmarks: one endpoint per run, chosen by PETSPOT_BENCH_ENDPOINT
-- (ceiling, nearby, wide, read, matches, create, and the web pages: page, crowd, home, list, step). Every request draws its own random point or report, so no
-- cache can answer for the index. Prints one JSON line of results when the run is done.
local endpoint = os.getenv("PETSPOT_BENCH_ENDPOINT") or "ceiling"
local rows = tonumber(os.getenv("PETSPOT_BENCH_ROWS") or "1")
local range = os.getenv("PETSPOT_BENCH_RANGE_KM") or "5"
-- The area the synthetic reports fill: latitude as sines (uniform in area), longitude in degrees.
local sinSouth = math.sin(math.rad(tonumber(os.getenv("PETSPOT_BENCH_SOUTH") or "41.2")))
local sinNorth = math.sin(math.rad(tonumber(os.getenv("PETSPOT_BENCH_NORTH") or "58.9")))
local west = tonumber(os.getenv("PETSPOT_BENCH_WEST") or "6.1")
local east = tonumber(os.getenv("PETSPOT_BENCH_EAST") or "33.8")
local counter = 0
-- Names people type in the area (ASCII, as a URL carries them unescaped; the index folds accents).
local placeNames = {"Krakow", "Warszawa", "Wieliczka", "Nowa", "Gdansk", "Poznan", "Lodz", "Wroclaw", "Berlin",
  "Praha", "Brno", "Wien", "Budapest", "Lublin", "Katowice", "Rzeszow", "Stary", "Bielsko", "Zakopane", "Lviv",
  "Kyiv", "Vilnius", "Riga", "Bratislava", "Dresden", "Munchen", "Hamburg", "Szczecin", "Torun", "Olsztyn",
  "Springfield", "Saint", "Sankt", "Nowy", "Stara", "Gorna", "Dolny", "Mala", "Velke", "Neu"}

function setup(thread)
  counter = counter + 1
  thread:set("thread_id", counter)
end

function init(args)
  math.randomseed(os.time() * 1000 + (thread_id or 0))
  requests_sent = 0
end

local function point()
  local latitude = math.deg(math.asin(sinSouth + math.random() * (sinNorth - sinSouth)))
  local longitude = west + math.random() * (east - west)
  return latitude, longitude
end

local function syntheticID(index)
  return string.format("5e0e0000-0000-4000-8000-%012x", index)
end

function request()
  requests_sent = requests_sent + 1
  if endpoint == "nearby" or endpoint == "wide" then
    local latitude, longitude = point()
    local kilometres = endpoint == "wide" and "1000" or range
    return wrk.format("GET", string.format("/api/v1/announcements?lat=%.5f&lng=%.5f&range=%s", latitude, longitude, kilometres))
  elseif endpoint == "matches" then
    return wrk.format("GET", "/api/v1/announcements/" .. syntheticID(math.random(0, rows - 1)) .. "/matches")
  elseif endpoint == "read" then
    return wrk.format("GET", "/api/v1/announcements/" .. syntheticID(math.random(0, rows - 1)))
  elseif endpoint == "page" then
    -- A report's web page: the report and its sightings (its possible matches are a page of their own).
    return wrk.format("GET", "/reports/" .. syntheticID(math.random(0, rows - 1)), {["Accept"] = "text/html"})
  elseif endpoint == "crowd" then
    -- One report's page, as the crowd a shared report brings asks for it: the same report each time.
    return wrk.format("GET", "/reports/" .. syntheticID(0), {["Accept"] = "text/html"})
  elseif endpoint == "home" then
    local latitude, longitude = point()
    return wrk.format("GET", string.format("/?lat=%.5f&lng=%.5f", latitude, longitude), {["Accept"] = "text/html"})
  elseif endpoint == "list" then
    local latitude, longitude = point()
    return wrk.format("GET", string.format("/reports?lat=%.5f&lng=%.5f&range=%s", latitude, longitude, range), {["Accept"] = "text/html"})
  elseif endpoint == "places" then
    -- A place's name as typed into the place search: the start of a real one, near a random point.
    local name = placeNames[math.random(1, #placeNames)]
    local typed = string.sub(name, 1, math.random(2, math.min(6, #name)))
    local latitude, longitude = point()
    return wrk.format("GET", string.format("/api/v1/places?q=%s&near=%.5f,%.5f&limit=8", typed, latitude, longitude))
  elseif endpoint == "step" then
    -- The Missing wizard's first step, as a new visitor opens it (no session yet).
    return wrk.format("GET", "/report/missing/microchip", {["Accept"] = "text/html"})
  elseif endpoint == "create" then
    local latitude, longitude = point()
    local body = string.format(
      '{"status":"FOUND","species":"CAT","sex":"FEMALE","lastSeenDate":"2026-11-20","locationLatitude":%.5f,' ..
      '"locationLongitude":%.5f,"description":"Benchmark","email":"bench@example.com"}', latitude, longitude)
    local headers = {
      ["Content-Type"] = "application/json",
      -- A UUID, as the API requires; unique per thread and request.
      ["Idempotency-Key"] = string.format("%08x-%04x-4%03x-%04x-%04x%08x", math.random(0, 2147483646), thread_id or 0,
        math.random(0, 4095), 32768 + math.random(0, 16383), math.random(0, 65535), requests_sent),
    }
    return wrk.format("POST", "/api/v1/announcements", headers, body)
  else
    return wrk.format("GET", "/api/health/live")
  end
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"duration_us":%d,"bytes":%d,"status_errors":%d,"socket_errors":%d,' ..
    '"p50_us":%d,"p90_us":%d,"p99_us":%d,"max_us":%d}\n',
    summary.requests, summary.duration, summary.bytes, errors.status,
    errors.connect + errors.read + errors.write + errors.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
