/*
 * PetSpot web enhancements: no dependencies, no build step. Every page works without this file;
 * the server renders every state and decides every error, so no validation rule lives here.
 */
(function () {
  'use strict';

  const root = document.documentElement;
  if (!root.classList.replace('no-js', 'js')) root.classList.add('js');

  const byId = (id) => (id ? document.getElementById(id) : null);
  const fixed5 = (n) => Number(n).toFixed(5);
  const nearbyURL = (base, lat, lng) => `${base}${base.includes('?') ? '&' : '?'}lat=${lat}&lng=${lng}`;

  const setBusy = (button, busy) => {
    button.disabled = busy;
    return busy ? button.setAttribute('aria-busy', 'true') : button.removeAttribute('aria-busy');
  };
  const setField = (form, name, value) => form.querySelectorAll(`[name="${name}"]`).forEach((f) => { f.value = value; });

  // Submits `form` as if `submitter` (or else a button intent=`intent`) had been pressed.
  // requestSubmit sends the submitter's name/value; older browsers get a hidden field instead.
  function submitWith(form, submitter, intent) {
    cancelLive();
    if (typeof form.requestSubmit !== 'function') {
      const field = Object.assign(document.createElement('input'), { type: 'hidden', name: 'intent', value: intent });
      form.append(field);
      form.submit();
      return;
    }
    const button = submitter || Object.assign(document.createElement('button'),
      { type: 'submit', name: 'intent', value: intent, hidden: true, formNoValidate: true });
    if (!submitter) form.append(button);
    form.requestSubmit(button);
    if (!submitter) button.remove(); // the entry list was built synchronously
  }

  // b. Live counters: "length/limit", red at the limit. Nothing past it is cut: the field says it
  // is too long (checkLimit), and the server's rules say the same with the text kept.
  function updateCounter(area) {
    const out = byId(area.dataset.counter);
    const max = parseInt(area.dataset.limit, 10);
    if (!out || !(max > 0)) return;
    const length = Array.from(area.value).length;
    out.textContent = `${length}/${max}`;
    out.classList.toggle('at-limit', length >= max);
    checkLimit(area);
  }

  // c. Microchip: digits only, at most 15, grouped by 5 (00000-00000-00000). The caret stays
  // after the digit it followed, i.e. at the end while typing normally.
  function formatMicrochip(input) {
    const before = input.value;
    const caret = input.selectionStart == null ? before.length : input.selectionStart;
    const digitsBeforeCaret = before.slice(0, caret).replace(/\D/g, '').length;
    const formatted = (before.replace(/\D/g, '').slice(0, 15).match(/\d{1,5}/g) || []).join('-');
    if (formatted === before) return;
    input.value = formatted;
    let position = 0;
    for (let seen = 0; position < formatted.length && seen < digitsBeforeCaret; position++) {
      if (formatted[position] !== '-') seen++;
    }
    if (document.activeElement === input) {
      try { input.setSelectionRange(position, position); } catch (_) { /* no caret on this type */ }
    }
  }

  // k. A field's length limit, said under it as soon as the text passes it (the words and the
  // limit are the server's; nothing typed is cut). Characters as a person sees them, roughly.
  function checkLimit(input) {
    const limit = parseInt(input.dataset.limit, 10);
    const error = byId(input.dataset.error || input.getAttribute('aria-describedby'));
    if (!(limit > 0) || !error) return;
    const message = input.dataset.limitMessage;
    const over = Array.from(input.value.trim()).length > limit;
    if (over && (error.hidden || error.textContent !== message)) {
      showFieldError(input, error, message);
    } else if (!over && !error.hidden && error.textContent === message) {
      hideFieldError(input, error);
    }
  }

  function showFieldError(input, error, message) {
    error.textContent = message;
    error.hidden = false;
    input.setAttribute('aria-invalid', 'true');
    input.closest('.field, .photo-drop')?.classList.add('has-error');
    announce(message);
  }

  function hideFieldError(input, error) {
    error.hidden = true;
    error.textContent = '';
    input.removeAttribute('aria-invalid');
    input.closest('.field, .photo-drop')?.classList.remove('has-error');
  }

  document.addEventListener('input', (event) => {
    const target = event.target;
    if (target.matches('textarea[data-counter]')) updateCounter(target);
    if (target.matches('input[data-format="microchip"]')) formatMicrochip(target);
    // A found pet's "Collar data": a number is a chip number, formatted; words stay as typed.
    if (target.matches('input[data-format="collar"]') && /^[\d\s-]*$/.test(target.value)) formatMicrochip(target);
    if (target.matches('input[data-limit]')) checkLimit(target);
    if (target.matches('input[data-visitor-today]')) {
      target.removeAttribute('data-default');  // typed: no longer today's default
      checkLatest(target);
    }
  });

  // l. The polite live region: what appears without a page load (an error, a helper) is read out.
  let announceTimer = 0;
  function announce(text) {
    const region = byId('announcer');
    if (!region || !text) return;
    region.textContent = '';
    clearTimeout(announceTimer);
    // A change after an empty region is what screen readers notice.
    announceTimer = setTimeout(() => { region.textContent = text; }, 50);
  }

  // m. "Today" is the visitor's: the date field's latest day, and its default while untouched,
  // come from the browser's clock (the server allows any day already begun somewhere on Earth).
  // The field is a DD/MM/YYYY text box; the server reads what is typed the same way.
  const pad = (n) => String(n).padStart(2, '0');
  const localISODate = (date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const displayedDate = (date) => `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;

  // The typed date as YYYY-MM-DD, or null: D/M/YYYY with / . - or spaces between, or YYYY-MM-DD.
  function typedISODate(text) {
    const value = text.trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
    const parts = value.match(/^(\d{1,2})[/. -]+(\d{1,2})[/. -]+(\d{4})$/);
    return parts ? `${parts[3]}-${pad(parts[2])}-${pad(parts[1])}` : null;
  }

  function followVisitorsToday() {
    const today = new Date();
    document.querySelectorAll('input[data-visitor-today]').forEach((input) => {
      input.dataset.latest = localISODate(today);
      if (input.hasAttribute('data-default')) input.value = displayedDate(today);
    });
  }

  // "I saw this pet": its day and time start at the visitor's today and now (the server's page
  // holds the server's), and the visitor's zone goes with the form, so the server reads them in it.
  function followVisitorsNow() {
    const now = new Date();
    document.querySelectorAll('input[name="tzOffset"]').forEach((input) => { input.value = String(-now.getTimezoneOffset()); });
    document.querySelectorAll('[data-local-now]').forEach((pair) => {
      const date = pair.querySelector('input[name="seenDate"]');
      const time = pair.querySelector('input[name="seenTime"]');
      if (date) date.value = displayedDate(now);
      if (time) time.value = `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
    });
  }

  // A day after the visitor's today is said at once; true when the field holds one.
  function checkLatest(input) {
    const error = byId(input.getAttribute('aria-describedby'));
    const message = input.dataset.futureMessage;
    const typed = typedISODate(input.value);
    const late = typed !== null && typed > input.dataset.latest;
    if (!error || !message) return late;
    if (late) {
      showFieldError(input, error, message);
    } else if (!error.hidden && error.textContent === message) {
      hideFieldError(input, error);
    }
    return late;
  }

  // d. GPS in the wizard: the position (or why there is none) goes to the server with intent=gps.
  function requestGPS(button) {
    const form = button.form;
    if (!form || button.getAttribute('aria-busy') === 'true') return;
    // The position goes to the server, which fills the fields; only they and the helper are
    // replaced, so scroll and focus stay. Offline, the form is sent as without the script.
    const send = () => partial(form, 'gps').then((done) => {
      setBusy(button, false);
      if (!done) submitWith(form, button, 'gps');
    });
    if (!navigator.geolocation) { setField(form, 'gpsError', 'unavailable'); send(); return; }
    setBusy(button, true);
    navigator.geolocation.getCurrentPosition((position) => {
      setField(form, 'gpsLatitude', String(position.coords.latitude));
      setField(form, 'gpsLongitude', String(position.coords.longitude));
      setField(form, 'gpsError', '');
      send();
    }, (error) => {
      setField(form, 'gpsError', error.code === 1 ? 'denied' : error.code === 3 ? 'timeout' : 'unavailable');
      send();
    }, { enableHighAccuracy: true, timeout: 15000, maximumAge: 60000 });
  }

  // j. Locate (home and list filters). On failure the default area simply stays.
  function locate(button, onCoords) {
    if (!navigator.geolocation) return;
    if (button) setBusy(button, true);
    navigator.geolocation.getCurrentPosition((position) => {
      if (button) setBusy(button, false);
      onCoords(fixed5(position.coords.latitude), fixed5(position.coords.longitude));
    }, () => { if (button) setBusy(button, false); },
    { enableHighAccuracy: false, timeout: 15000, maximumAge: 300000 });
  }

  function fillFilterLocation(button) {
    const form = button.form;
    if (!form) return;
    locate(button, (lat, lng) => {
      setField(form, 'lat', lat);
      setField(form, 'lng', lng);
      // The list is now around the visitor, not around the place chosen before.
      setField(form, 'place', '');
      setField(form, 'placeQuery', '');
      const range = form.querySelector('[name="range"]');
      if (range && !range.value.trim()) range.value = '10';
    });
  }

  // Home: when geolocation is already allowed, show reports near the visitor right away.
  // location.replace so that Back does not land on a page that redirects again.
  function autoLocateHome() {
    const button = document.querySelector('button[data-locate]');
    const query = new URLSearchParams(location.search);
    if (!button || query.has('lat') || query.has('lng') || !navigator.permissions || !navigator.geolocation) return;
    try {
      navigator.permissions.query({ name: 'geolocation' }).then((status) => {
        if (status.state === 'granted') locate(null, (lat, lng) => location.replace(nearbyURL(button.dataset.locate, lat, lng)));
      }).catch(() => {});
    } catch (_) { /* old Permissions API: keep the default area */ }
  }

  // h. Copy the management password; without the Clipboard API (e.g. plain http), select it instead.
  let copiedTimer = 0;
  function copyText(button) {
    const source = byId(button.dataset.copy);
    if (!source) return;
    const selectIt = () => {
      const range = document.createRange();
      range.selectNodeContents(source);
      window.getSelection().removeAllRanges();
      window.getSelection().addRange(range);
    };
    if (!navigator.clipboard) { selectIt(); return; }
    navigator.clipboard.writeText(source.textContent.trim()).then(() => {
      const note = byId(button.dataset.copied);
      if (!note) return;
      note.hidden = false;
      clearTimeout(copiedTimer);
      copiedTimer = setTimeout(() => { note.hidden = true; }, 2500);
    }, selectIt);
  }

  document.addEventListener('click', (event) => {
    const button = event.target.closest && event.target.closest('button');
    if (!button) return;
    const lateDate = button.value === 'continue' && button.form?.querySelector('input[data-visitor-today]');
    if (lateDate && checkLatest(lateDate)) {
      // Continue with a day after the visitor's today: said and focused, not sent.
      event.preventDefault();
      lateDate.focus();
    } else if (button.matches('[data-confirm]')) {
      // Cancel on a wizard with something in it: nothing is thrown away unless the person says so;
      // said, it is sent as confirmed (without the script, the step itself asks).
      if (window.confirm(button.dataset.confirm)) button.value = 'discard';
      else event.preventDefault();
    } else if (button.matches('button[value="removePhoto"]') && button.form) {
      event.preventDefault();
      const form = button.form;
      partial(form, 'removePhoto', { force: true }).then((done) => {
        if (!done) { submitWith(form, button, 'removePhoto'); return; }
        byId('photo-input')?.focus();
      });
    } else if (button.matches('[data-gps]')) {
      event.preventDefault();
      requestGPS(button);
    } else if (button.matches('[data-locate]')) {
      locate(button, (lat, lng) => { location.href = nearbyURL(button.dataset.locate, lat, lng); });
    } else if (button.matches('[data-locate-fields]')) {
      fillFilterLocation(button);
    } else if (button.matches('[data-share]')) {
      // The system's share sheet: the person picks the app. A cancel is no error.
      navigator.share({ title: button.dataset.shareTitle, url: button.dataset.shareUrl }).catch(() => {});
    } else if (button.matches('[data-copy]')) {
      copyText(button);
    } else if (button.matches('[data-print]')) {
      window.print();
    }
  });

  // A page restored from the back/forward cache must not keep a button stuck busy.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) document.querySelectorAll('button[aria-busy="true"]').forEach((b) => setBusy(b, false));
  });

  // e. Photo preview of the file just chosen (the server still decides whether it is accepted).
  // A file over the limit, or of a type no browser calls an image, is refused here before it is
  // sent, with the server's own words; any earlier notice goes, so one message stands.
  function checkPhoto(input) {
    const file = input.files && input.files[0];
    const error = byId('photo-helper');
    byId('wizard-notices')?.replaceChildren();
    if (!file || !error) return true;
    const max = parseInt(input.dataset.maxBytes, 10);
    const accepted = (input.getAttribute('accept') || '').split(',');
    let message = '';
    if (max > 0 && file.size > max) message = input.dataset.tooLarge;
    else if (file.type && !accepted.includes(file.type)) message = input.dataset.unsupported;
    if (!message) {
      hideFieldError(input, error); // the last file's error, the server's included, goes with it
      return true;
    }
    const name = file.name || 'photo';
    input.value = '';
    showFieldError(input, error, message.replace('{name}', name));
    return false;
  }

  // The file chosen, shown before it is sent: its picture and its name and size (the input
  // itself is styled away, so nothing else would say which file it is).
  function showPreview(input) {
    const image = byId(input.dataset.preview);
    if (!image) return;
    if (image.dataset.objectUrl) URL.revokeObjectURL(image.dataset.objectUrl);
    const file = input.files && input.files[0];
    const chosen = byId(input.dataset.chosen);
    if (chosen) {
      chosen.textContent = file ? `${file.name} · ${(file.size / 1e6).toFixed(1)} MB` : '';
      chosen.hidden = !file;
    }
    image.hidden = !file;
    if (!file) { image.removeAttribute('src'); return; }
    image.dataset.objectUrl = URL.createObjectURL(file);
    image.onerror = () => { image.hidden = true; }; // not an image this browser can show
    image.src = image.dataset.objectUrl;
  }

  // g. Live validation: the server re-renders the step for intent=refresh and the parts marked
  // [data-live] with an id (errors, notices, Continue, the breeds menu) are swapped in.
  let liveTimer = 0;
  let liveRequest = 0;
  let liveAbort = null;

  function cancelLive() {
    clearTimeout(liveTimer);
    liveRequest++;
    if (liveAbort) liveAbort.abort();
    liveAbort = null;
  }

  // The form sent with `intent` by fetch: the server answers (after its redirect) with the step
  // as the post left it, and the parts marked [data-live] with an id are swapped in. Never the
  // part the visitor is working in, unless `force` (the action replaces it, e.g. Remove photo).
  // Resolves to false when the answer could not be used (offline, an error page).
  async function partial(form, intent, { force = false } = {}) {
    cancelLive();
    const request = liveRequest;
    liveAbort = typeof AbortController === 'function' ? new AbortController() : null;
    const data = new FormData(form);
    data.set('intent', intent);
    if (intent !== 'continue') data.delete('photo'); // a chosen file is sent by Continue only
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        body: form.enctype === 'multipart/form-data' ? data : new URLSearchParams(data),
        credentials: 'same-origin',
        headers: { 'X-PetSpot-Live': '1' },
        signal: liveAbort ? liveAbort.signal : undefined,
      });
      if (request !== liveRequest) return true; // superseded by a newer change or a real submit
      const arrived = new URL(response.url, location.href);
      if (response.ok && arrived.pathname !== new URL(form.action, location.href).pathname) {
        location.assign(arrived.href); // the flow went elsewhere (the session ended, say)
        return true;
      }
      if (!response.ok) return false;
      const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
      // The answer is in another language than this page (the language was changed in another
      // tab, or the page came back from the cache): the whole page, never half of each.
      if (fresh.documentElement.lang && fresh.documentElement.lang !== document.documentElement.lang) {
        location.replace(location.href);
        return true;
      }
      swapLive(fresh, force);
      return true;
    } catch (_) {
      return false;
    } finally {
      // How many partial updates this page has had: what the browser tests wait on.
      root.dataset.updates = String(Number(root.dataset.updates || 0) + 1);
    }
  }

  function swapLive(fresh, force) {
    const said = [];
    fresh.querySelectorAll('[data-live][id]').forEach((replacement) => {
      const current = document.getElementById(replacement.id);
      if (!current) return;
      const before = visibleMessages(current);
      visibleMessages(replacement).forEach((text) => { if (!before.includes(text)) said.push(text); });
      if (!force && current.contains(document.activeElement)) sayInPlace(current, replacement);
      else current.replaceWith(document.importNode(replacement, true));
    });
    announce(said.join(' '));
    document.dispatchEvent(new CustomEvent('petspot:swapped'));
  }

  // The part the visitor is working in keeps its elements (focus, the caret, an open menu); only
  // what it says changes: its errors and helpers, and whether it and its controls show a problem.
  // (A species chosen, or a sex, takes its error away at once, not when another field changes.)
  function sayInPlace(current, replacement) {
    current.className = replacement.className;
    replacement.querySelectorAll('.field-error[id], .field-helper[id], input[id], select[id], textarea[id]').forEach((fresh) => {
      const element = document.getElementById(fresh.id);
      if (!element || !current.contains(element)) return;
      if (fresh.matches('.field-error, .field-helper')) {
        element.textContent = fresh.textContent;
        element.hidden = fresh.hidden;
      } else if (fresh.hasAttribute('aria-invalid')) {
        element.setAttribute('aria-invalid', fresh.getAttribute('aria-invalid'));
      } else {
        element.removeAttribute('aria-invalid');
      }
    });
  }

  // The errors, helpers and notices an element shows.
  function visibleMessages(element) {
    return Array.from(element.querySelectorAll('.field-error, .field-helper, .notice-message'))
      .concat(element.matches('.field-error, .field-helper') ? [element] : [])
      .filter((e) => !e.hidden && e.textContent.trim())
      .map((e) => e.textContent.trim());
  }

  const liveRefresh = (form) => partial(form, 'refresh');

  document.addEventListener('change', (event) => {
    const target = event.target;
    const form = target.form;
    if (target.matches('input[type="file"][data-preview]') && checkPhoto(target)) showPreview(target);
    if (target.matches('select[data-refresh]') && form) {
      // f. The server renders this species' breeds; only the breeds' field changes, so the
      // species list keeps focus and the arrow keys go on through it.
      partial(form, 'refresh').then((done) => { if (!done) submitWith(form, null, 'refresh'); });
    } else if (form && form.matches('[data-live-form]') && target.matches('input, select, textarea') && target.type !== 'file') {
      clearTimeout(liveTimer);
      liveTimer = setTimeout(() => liveRefresh(form), 300);
    }
  });

  document.addEventListener('submit', () => cancelLive());

  // j. A form goes once: a second press while its answer is on its way (a double click on
  // "Send message") sends nothing more. Listened to on the window, after every other handler: a
  // submit another stopped (a photo too large, say) does not count. A page the browser kept and
  // shows again (Back) may send again.
  window.addEventListener('submit', (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.method === 'get') return;
    if (form.hasAttribute('data-sending')) { event.preventDefault(); return; }
    form.setAttribute('data-sending', '');
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) document.querySelectorAll('form[data-sending]').forEach((form) => form.removeAttribute('data-sending'));
  });

  // i. Maps: Leaflet (served by PetSpot) loads after the page, so the list and the fields, which
  // are always there, never wait for it; the tiles come from the server PetSpot is configured
  // with (/assets/map-tiles.json), credited as its settings say.
  const safeColor = (color) => (/^#[0-9a-f]{3,8}$/i.test(color) ? color : '#155dfc');
  const safeHref = (href) => (typeof href === 'string' && /^\/(?!\/)/.test(href) ? href : '#');
  const escapeText = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

  function readPins() {
    try {
      const pins = JSON.parse((byId('map-pins') || {}).textContent || '[]');
      return Array.isArray(pins) ? pins.filter((p) => p && Number.isFinite(p.lat) && Number.isFinite(p.lng)) : [];
    } catch (_) { return []; }
  }

  function mapUnavailable(element) {
    element.hidden = true; // the list, or the fields, are still there
    const place = element.closest('.place-map-wrap');
    if (place) { place.hidden = true; return; } // its words ("Tap the map…") go with it
    const text = element.dataset.unavailable;
    const previous = element.previousElementSibling;
    if (!text || (previous && previous.classList.contains('map-note'))) return;
    element.before(Object.assign(document.createElement('p'), { className: 'map-note', textContent: text }));
  }

  function addTiles(map, tiles) {
    // Leaflet writes the attribution as HTML: the configured credit is text.
    window.L.tileLayer(tiles.template, { attribution: escapeText(tiles.attribution), maxZoom: 19 }).addTo(map);
  }

  // A map with its zoom buttons titled in the page's language (the element's data-zoom-in and
  // data-zoom-out, from the catalogue), not Leaflet's English.
  function newMap(element, options) {
    const L = window.L;
    const map = L.map(element, Object.assign({ zoomControl: false }, options));
    const titles = {};
    if (element.dataset.zoomIn) titles.zoomInTitle = element.dataset.zoomIn;
    if (element.dataset.zoomOut) titles.zoomOutTitle = element.dataset.zoomOut;
    L.control.zoom(titles).addTo(map);
    return map;
  }

  function drawMap(element, tiles) {
    const L = window.L;
    element.hidden = false; // Leaflet measures the element: show it first
    const map = newMap(element, { scrollWheelZoom: false }); // the page keeps scrolling over it
    addTiles(map, tiles);
    const pins = readPins();
    pins.forEach((pin) => {
      const link = Object.assign(document.createElement('a'), { href: safeHref(pin.href), textContent: String(pin.title || '') });
      L.circleMarker([pin.lat, pin.lng], { radius: 9, color: '#fff', weight: 2, fillColor: safeColor(pin.color), fillOpacity: 0.9 })
        .bindPopup(link).addTo(map);
    });
    if (pins.length) {
      map.fitBounds(L.latLngBounds(pins.map((p) => [p.lat, p.lng])), { padding: [24, 24], maxZoom: 15 });
    } else {
      const lat = parseFloat(element.dataset.lat);
      const lng = parseFloat(element.dataset.lng);
      map.setView([Number.isFinite(lat) ? lat : 0, Number.isFinite(lng) ? lng : 0], 13);
    }
  }

  // j. The place on a map (both wizards, "Manage my report", "I saw this pet"): a tap puts the
  // pin there, the pin drags, and, focused, moves with the arrow keys (Enter on the map puts it
  // at the map's centre); wherever it lands fills the latitude and longitude to 5 decimals.
  // Typing in the fields, or GPS, moves the pin. The server still checks the fields.
  const coordinate = (text, limit) => {
    const value = parseFloat(String(text || '').trim().replace(',', '.'));
    return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
  };

  function drawPlaceMap(element, tiles) {
    const L = window.L;
    const fieldset = element.closest('fieldset') || element.closest('form');
    const field = (name) => fieldset.querySelector(`input[name="${name}"]`);
    const fromFields = () => {
      const lat = coordinate(field('latitude')?.value, 90);
      const lng = coordinate(field('longitude')?.value, 180);
      return lat === null || lng === null ? null : L.latLng(lat, lng);
    };
    element.hidden = false;
    const map = newMap(element, { scrollWheelZoom: false, keyboard: true });
    addTiles(map, tiles);
    let marker = null;
    // An area alert's map draws its circle: the radius chosen in the form, around the pin.
    const radiusField = element.dataset.radiusField ? element.closest('form')?.querySelector(`[name="${element.dataset.radiusField}"]`) : null;
    let circle = null;
    const drawCircle = () => {
      const km = parseFloat(radiusField?.value);
      if (!marker || !Number.isFinite(km)) return;
      if (circle) { circle.setLatLng(marker.getLatLng()); circle.setRadius(km * 1000); return; }
      circle = L.circle(marker.getLatLng(), { radius: km * 1000, interactive: false }).addTo(map);
    };
    radiusField?.addEventListener('change', () => {
      drawCircle();
      if (circle) map.fitBounds(circle.getBounds());
    });
    const show = (latlng) => {
      if (marker) { marker.setLatLng(latlng); drawCircle(); return; }
      marker = L.marker(latlng, { draggable: true, keyboard: true, title: element.dataset.pinLabel, alt: element.dataset.pinLabel }).addTo(map);
      marker.on('dragend', () => fill(marker.getLatLng()));
      marker.on('move', drawCircle);
      drawCircle();
      marker.getElement()?.addEventListener('keydown', (event) => {
        const step = { ArrowUp: [0, -10], ArrowDown: [0, 10], ArrowLeft: [-10, 0], ArrowRight: [10, 0] }[event.key];
        if (!step) return;
        event.preventDefault();
        event.stopPropagation(); // the pin moves, not the map
        const point = map.latLngToContainerPoint(marker.getLatLng()).add(step);
        put(map.containerPointToLatLng(point));
      });
    };
    const fill = (latlng) => {
      const wrapped = latlng.wrap();
      [['latitude', wrapped.lat], ['longitude', wrapped.lng]].forEach(([name, value]) => {
        const input = field(name);
        if (!input) return;
        input.value = fixed5(value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new Event('change', { bubbles: true }));
      });
    };
    const put = (latlng) => { show(latlng); fill(latlng); };
    map.on('click', (event) => put(event.latlng));
    map.getContainer().addEventListener('keydown', (event) => {
      if (event.target === map.getContainer() && (event.key === 'Enter' || event.key === ' ')) {
        event.preventDefault();
        put(map.getCenter());
        marker.getElement()?.focus();
      }
    });
    const follow = () => {
      const latlng = fromFields();
      if (!latlng) return;
      show(latlng);
      if (!map.getBounds().contains(latlng)) map.panTo(latlng);
    };
    fieldset.addEventListener('input', (event) => { if (event.isTrusted) follow(); });
    // A place chosen by name: the pin on it, the map around it.
    fieldset.addEventListener('petspot:place-chosen', () => {
      const latlng = fromFields();
      if (!latlng) return;
      show(latlng);
      map.setView(latlng, 15);
    });
    document.addEventListener('petspot:swapped', follow); // a GPS fix the server filled in
    const pin = fromFields();
    const lat = parseFloat(element.dataset.lat);
    const lng = parseFloat(element.dataset.lng);
    map.setView(pin || [Number.isFinite(lat) ? lat : 0, Number.isFinite(lng) ? lng : 0], parseInt(element.dataset.zoom, 10) || 13);
    if (pin) show(pin);
    if (circle) map.fitBounds(circle.getBounds());
  }

  // p. A place found by name: the place search's text field becomes an ARIA 1.2 combobox (list
  // autocomplete) over GET /api/v1/places. Typing looks places up (after a pause), the arrows
  // move through them, Enter or a click chooses one: the form's coordinates take its point and the
  // map moves there. Escape closes the list, then empties the field. Without this, Find posts the
  // form and the server answers with the places as buttons.
  function placeSearch(container) {
    const input = container.querySelector('input[type="text"]');
    const status = container.querySelector('[data-place-status]');
    const form = container.closest('form');
    const scope = container.closest('fieldset') || form;
    if (!input || !status || !form) return;
    const data = container.dataset;
    const found = JSON.parse(data.found || '{}');
    let places = [];
    let active = -1;
    let timer = 0;
    let asked = 0;
    // The combobox's own list; the server's buttons (a sighting's "around where it was last
    // seen") stay as they are, and post the form as without the script.
    const list = Object.assign(document.createElement('ul'), { id: `${input.id}-listbox`, className: 'place-listbox', hidden: true });
    list.setAttribute('role', 'listbox');
    list.setAttribute('aria-label', data.choicesLabel || '');
    status.after(list);
    Object.entries({ role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': 'false', 'aria-controls': list.id })
      .forEach(([name, value]) => input.setAttribute(name, value));
    const say = (text) => { status.textContent = text; status.hidden = !text; };
    const field = (name) => form.querySelector(`input[name="${name}"]`);
    const near = () => {
      const lat = parseFloat(field(data.latField)?.value);
      const lng = parseFloat(field(data.lngField)?.value);
      return Number.isFinite(lat) && Number.isFinite(lng) ? `${lat},${lng}` : data.near;
    };
    const label = (place) => {
      const polish = document.documentElement.lang === 'pl';
      const name = [(polish && place.localName) || place.name, place.city].filter(Boolean).join(', ');
      return `${name} · ${[place.division, place.countryCode].filter(Boolean).join(', ')}`;
    };
    const close = () => {
      list.hidden = true;
      input.setAttribute('aria-expanded', 'false');
      input.removeAttribute('aria-activedescendant');
      active = -1;
    };
    const highlight = (index) => {
      active = index;
      list.querySelectorAll('[role="option"]').forEach((option, i) => option.setAttribute('aria-selected', String(i === index)));
      const option = list.children[index];
      if (option) {
        input.setAttribute('aria-activedescendant', option.id);
        option.scrollIntoView({ block: 'nearest' });
      } else {
        input.removeAttribute('aria-activedescendant');
      }
    };
    const choose = (index) => {
      const place = places[index];
      if (!place) return;
      const latitude = field(data.latField);
      const longitude = field(data.lngField);
      if (latitude) latitude.value = fixed5(place.latitude);
      if (longitude) longitude.value = fixed5(place.longitude);
      [latitude, longitude].forEach((f) => f && f.dispatchEvent(new Event('change', { bubbles: true })));
      input.value = label(place);
      setField(form, 'place', input.value); // the list's filter keeps the place's words with its point
      close();
      say((data.chosen || '%@').replace('%@', input.value));
      announce(status.textContent);
      scope.dispatchEvent(new CustomEvent('petspot:place-chosen', { bubbles: true }));
    };
    const show = (answer, query) => {
      places = answer;
      list.innerHTML = '';
      places.forEach((place, index) => {
        const option = Object.assign(document.createElement('li'), { id: `${list.id}-${index}`, textContent: label(place) });
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        option.dataset.testid = data.choiceTestid;
        option.addEventListener('mousedown', (event) => event.preventDefault()); // focus stays in the field
        option.addEventListener('click', () => choose(index));
        list.append(option);
      });
      list.hidden = places.length === 0;
      input.setAttribute('aria-expanded', String(places.length > 0));
      active = -1;
      say(places.length ? found[places.length] || '' : (data.none || '%@').replace('%@', query));
      if (!places.length) announce(status.textContent);
    };
    const search = async () => {
      const query = input.value.trim();
      if (!query) { close(); say(''); return; }
      const request = ++asked;
      say(data.searching || '');
      const address = new URL(data.api, location.href);
      address.searchParams.set('q', query);
      address.searchParams.set('limit', '8');
      if (near()) address.searchParams.set('near', near());
      try {
        const response = await fetch(address, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
        if (request !== asked) return;
        if (!response.ok) throw new Error(String(response.status));
        show((await response.json()).data || [], query);
      } catch (_) {
        if (request !== asked) return;
        close();
        say(data.failed || '');
      } finally {
        if (request === asked) root.dataset.placeSearches = String(Number(root.dataset.placeSearches || 0) + 1);
      }
    };
    input.addEventListener('input', () => {
      clearTimeout(timer);
      timer = setTimeout(search, 250);
    });
    input.addEventListener('keydown', (event) => {
      const open = !list.hidden && places.length > 0;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (!open) { if (places.length) { list.hidden = false; input.setAttribute('aria-expanded', 'true'); } else search(); return; }
        const step = event.key === 'ArrowDown' ? 1 : -1;
        highlight((active + step + places.length) % places.length);
      } else if (event.key === 'Enter') {
        // Enter chooses, or looks up what was typed: it never sends the form from this field.
        event.preventDefault();
        if (open && active >= 0) choose(active);
        else { clearTimeout(timer); search(); }
      } else if (event.key === 'Escape') {
        if (open) { event.preventDefault(); close(); } else if (input.value) { event.preventDefault(); input.value = ''; say(''); }
      }
    });
    input.addEventListener('blur', () => setTimeout(close, 150));
    container.querySelector(`button[value="findPlace"]`)?.addEventListener('click', (event) => {
      event.preventDefault();
      clearTimeout(timer);
      search();
      input.focus();
    });
  }

  // Leaflet and the tiles' settings, asked for once however many maps a page has.
  let mapKit = null;
  function loadMapKit(element) {
    if (mapKit) return mapKit;
    const data = element.dataset;
    const leaflet = new Promise((resolve, reject) => {
      const css = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: data.leafletCss });
      document.head.append(css);
      const script = Object.assign(document.createElement('script'), { src: data.leafletJs, async: true });
      script.onload = resolve;
      script.onerror = reject;
      document.head.append(script);
    });
    const tiles = fetch('/assets/map-tiles.json', { credentials: 'same-origin' }).then((response) => {
      if (!response.ok) throw new Error('no map settings');
      return response.json();
    });
    mapKit = Promise.all([leaflet, tiles]).then(([, settings]) => settings);
    return mapKit;
  }

  function startMap(element, draw) {
    if (!element.dataset.leafletJs) return;
    loadMapKit(element).then((tiles) => {
      try { draw(element, tiles); } catch (_) { mapUnavailable(element); }
    }, () => mapUnavailable(element));
  }

  // n. After Continue with errors, the first field to fix has focus (and is in view); after a
  // refused sign-in to "Manage my report", its message.
  function focusFirstProblem() {
    const form = document.querySelector('form[data-focus-first-error]');
    // A report page's form opens at its own error summary, each problem a link to its field.
    const summary = form && form.matches('.reach-form') && form.querySelector('.notice[role="alert"]');
    const field = form && (summary || form.querySelector('[aria-invalid="true"]') || form.querySelector('.notice[role="alert"]'));
    const refusal = document.querySelector('[data-focus-error] .field-error:not([hidden])');
    const target = field || refusal;
    if (!target) return;
    if (!target.matches('input, select, textarea, button')) target.tabIndex = -1;
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'center' });
  }

  // The flyer's "Print or save as PDF": a script's button, so without one the help beside it says how.
  document.querySelectorAll('button[data-print]').forEach((button) => { button.hidden = false; });
  // The language switch inside a wizard's step: what was typed is kept first (the form's refresh
  // saves it to the draft, nothing sent), then the whole page comes back in the language chosen.
  // The link alone, without the script, changes the page (the draft as last posted).
  document.addEventListener('click', (event) => {
    const link = event.target.closest && event.target.closest('.language-switch a[hreflang]');
    const form = document.querySelector('form.wizard[data-live-form]');
    if (!link || !form || link.getAttribute('aria-current') === 'true' || event.defaultPrevented) return;
    event.preventDefault();
    partial(form, 'refresh').finally(() => { location.assign(link.href); });
  });

  // Start: after a question or an action, focus goes to what it says (the question, what was done,
  // why not), not to the page's top, unless a refused form's first problem takes it.
  const result = document.querySelector('[data-focus-on-load]');
  if (result && !document.querySelector('form[data-focus-first-error]')) result.focus();
  // Start: the Share button is for browsers that have a share sheet (Web Share API); the others copy the link.
  if (navigator.share) document.querySelectorAll('button[data-share]').forEach((button) => { button.hidden = false; });
  // Start: counters may be stale when the browser restored typed text on reload.
  document.querySelectorAll('textarea[data-counter]').forEach(updateCounter);
  followVisitorsToday();
  followVisitorsNow();
  // After the browser has scrolled to the address's #fragment, which would otherwise take focus back.
  if (document.readyState === 'complete') focusFirstProblem();
  else window.addEventListener('load', focusFirstProblem, { once: true });
  autoLocateHome();
  document.querySelectorAll('[data-place-search]').forEach(placeSearch);
  const startMaps = () => {
    const mapElement = byId('reports-map');
    if (mapElement) startMap(mapElement, drawMap);
    document.querySelectorAll('[data-place-map]').forEach((element) => startMap(element, drawPlaceMap));
  };
  if (document.readyState === 'complete') startMaps();
  else window.addEventListener('load', startMaps, { once: true });
})();
