vcl 4.1;
# Starlane's edge cache (docs/decisions/0060, 0061, 0085): Varnish 7 with varnish-modules' xkey.
#
# - Caches anonymous GETs of the pages and hot API reads the server tags: an answer carrying an `xkey`
#   header (the cache tags of what it shows, decision 0046) is kept under those tags for an hour, since a
#   purge drops it as soon as what it shows changes; the header never reaches the client. Answers without it
#   follow the usual HTTP rules (built-in VCL), which keep them as briefly as the server says.
# - A request with the session cookie (or an Authorization header) is passed: member pages are never
#   stored nor served from the cache.
# - Other cookies (the consent cookie, analytics) are dropped from cacheable requests, so they never split
#   the cache; the browser reads its own consent cookie once the page has loaded.
# - Grace: while the server answers, an object past its TTL (or soft-purged) is served for one second more
#   while one fetch refreshes it; after that a request waits for the fresh copy. When the server does not
#   answer (refused, timed out, 5xx), the request is tried once more with six hours of grace, so the site
#   stays up from the cache during an outage.
# - Purges: `PURGE` with `xkey-purge: tag tag ...` drops every object carrying one of the tags, grace
#   included; `PURGE` with `xkey-softpurge: tag ...` makes them stale, so they are refreshed within a second
#   (above). After each catalogue change the server sends the tags of the things it changed as a purge and
#   the list tags (which nearly every object carries) as a soft purge, to every edge in EDGE_PURGE_URLS
#   (decision 0061). `PURGE` with neither drops the URL. Accepted only from the `purgers` ACL below.
#
# `npm run start:edge` uses this file as it is, with the backend's port replaced by the server's.
import std;
import xkey;

backend server {
    .host = "127.0.0.1";
    .port = "3000";
    .connect_timeout = 2s;
    .first_byte_timeout = 60s;
    .between_bytes_timeout = 30s;
    .max_connections = 512;
}

# Who may purge: the server processes. Add each server host's address when they run on other machines.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (req.http.xkey-purge) {
            set req.http.X-Purged = xkey.purge(req.http.xkey-purge);
            return (synth(200, "Purged"));
        }
        if (req.http.xkey-softpurge) {
            set req.http.X-Purged = xkey.softpurge(req.http.xkey-softpurge);
            return (synth(200, "Purged"));
        }
        return (purge);
    }
    # The tags travel from the server to this cache only.
    unset req.http.xkey;
    unset req.http.xkey-purge;
    unset req.http.xkey-softpurge;
    # Every answer names its own request (decision 0057), hits included; a miss passes the id on to the
    # server, so its log lines carry it.
    if (req.http.X-Request-Id !~ "^[A-Za-z0-9._:-]{1,64}$") {
        set req.http.X-Request-Id = "edge-" + req.xid;
    }

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.http.Authorization || req.http.Cookie ~ "(^|;)\s*starlane_session=") {
        return (pass);
    }
    # Anonymous: no cookie can change the answer, so none is part of the key.
    unset req.http.Cookie;
    # Stale answers for one second while the server answers (a soft purge is then fresh within a second);
    # for the whole grace on the retry of a request the server failed (vcl_deliver).
    if (req.restarts == 0) {
        unset req.http.X-Edge-Stale;
    }
    if (req.http.X-Edge-Stale) {
        set req.grace = 6h;
    } else {
        set req.grace = 1s;
    }
    return (hash);
}

sub vcl_hash {
    hash_data(req.url);
    if (req.http.host) {
        hash_data(req.http.host);
    } else {
        hash_data(server.ip);
    }
    return (lookup);
}

sub vcl_backend_response {
    # A failed answer to a cacheable request is dropped: a refresh keeps serving the stale copy, and a
    # fetch goes to vcl_synth, which retries it accepting that copy (keeping the error, even as
    # hit-for-miss, would have replaced it).
    if (beresp.status >= 500 && !bereq.uncacheable) {
        return (abandon);
    }
    if (beresp.http.xkey && bereq.method == "GET" && beresp.status == 200 && !beresp.http.Set-Cookie) {
        # Tagged answers stay until a purge of one of their tags drops them (decision 0085); the TTL bounds
        # how stale the counters nobody purges for (views) may be, and is far longer than filling the edge
        # takes, so a warm edge is not refreshing itself all the time. The grace is for outages (vcl_recv).
        set beresp.ttl = 1h;
        set beresp.grace = 6h;
        set beresp.keep = 0s;
        # Vary: Cookie cannot split the object: every request that reaches the cache has had its cookie
        # removed above. Accept-Encoding is normalised by Varnish's gzip support (two variants at most).
        return (deliver);
    }
    if (bereq.uncacheable) {
        return (deliver);
    }
    # Untagged answers (assets, media, shells, errors) follow the built-in rules (Cache-Control).
}

sub vcl_backend_error {
    # Not kept, so the retry of the request (vcl_synth) finds the stale copy.
    if (!bereq.uncacheable) {
        return (abandon);
    }
}

sub vcl_hit {
    set req.http.X-Cache = "HIT";
}

sub vcl_miss {
    set req.http.X-Cache = "MISS";
}

sub vcl_pass {
    set req.http.X-Cache = "PASS";
}

sub vcl_deliver {
    unset resp.http.xkey;
    set resp.http.X-Request-Id = req.http.X-Request-Id;
    # Whether the answer came from the cache (HIT), was fetched for it (MISS) or never could be (PASS).
    set resp.http.X-Cache = req.http.X-Cache;
}

sub vcl_synth {
    # The server failed a cacheable request (refused, timed out, 5xx): once more, now accepting a copy from
    # the whole grace kept for outages.
    if (resp.status == 503 && req.restarts == 0 && req.http.X-Cache == "MISS") {
        set req.http.X-Edge-Stale = "1";
        return (restart);
    }
    if (req.method == "PURGE" && req.http.X-Purged) {
        set resp.http.X-Purged = req.http.X-Purged;
    }
}
