# Varnish in front of Hjemly's nodes, with the xkey vmod (Debian: varnish, varnish-modules).
# It stores only what a node's page cache sends: public pages marked `Cache-Control: public,
# s-maxage=60` with a `Surrogate-Key` header naming what they show. Every node purges those keys
# when a write changes them (CDN_PURGE_URL, scripts/cdn-purge.ts). Everything else passes:
# requests with a cookie (a session, a consent, a language the visitor chose: the node decides
# those), Next.js's client navigations and actions, and every answer without surrogate keys.
# backends.vcl, beside this file, names the nodes: see docs/operations/scaling-and-caching.md.
vcl 4.1;

import directors;
import xkey;

include "backends.vcl";

# Who may purge: the nodes. Widen it to the nodes' network.
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  set req.backend_hint = nodes.backend();
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (req.http.xkey-purge) {
      return (synth(200, "Purged " + xkey.purge(req.http.xkey-purge)));
    }
    if (req.http.xkey-softpurge) {
      return (synth(200, "Soft-purged " + xkey.softpurge(req.http.xkey-softpurge)));
    }
    return (synth(400, "No keys"));
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  if (req.http.Cookie || req.http.Authorization) {
    return (pass);
  }
  if (req.http.RSC || req.http.Next-Action || req.http.Next-Router-Prefetch || req.http.Next-Router-State-Tree) {
    return (pass);
  }
  return (hash);
}

sub vcl_backend_response {
  if (!beresp.http.Surrogate-Key || beresp.http.Set-Cookie) {
    set beresp.uncacheable = true;
    set beresp.ttl = 0s;
    return (deliver);
  }
  set beresp.http.xkey = beresp.http.Surrogate-Key;
  # The node serves a page up to five minutes stale while it renders it again; so does Varnish
  # after its 60 s, and after a soft purge (the lists across groups).
  set beresp.grace = 5m;
  return (deliver);
}

sub vcl_deliver {
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
}
