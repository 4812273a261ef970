"""A real SMTP server for PetSpot's mail tests: aiosmtpd (PyPI), started by the tests.

Each accepted message is written to DIRECTORY as N.eml (the bytes received, CRLF line ends, dot-
stuffing removed by the server) with N.json beside it (the envelope: sender and recipients).
Prints "READY <port>" once it listens, then serves until it is killed.

  python smtp_sink.py DIRECTORY [--port N] [--starttls CERT KEY] [--smtps CERT KEY]
                      [--auth USER:PASSWORD [--auth-login-only]] [--reject-rcpt ADDRESS]
                      [--silent-quit]

--silent-quit: a relay that never answers QUIT (it writes QUIT-N beside the mails when one comes,
so a test knows the client waits for that answer).
"""

import argparse
import asyncio
import itertools
import json
import os
import signal
import ssl
import sys

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult, LoginPassword


class Sink:
    def __init__(self, directory, reject, silent_quit=False):
        self.directory = directory
        self.reject = reject
        self.silent_quit = silent_quit
        self.count = itertools.count(1)
        self.quits = itertools.count(1)

    async def handle_QUIT(self, server, session, envelope):
        if not self.silent_quit:
            return "221 Bye"
        open(os.path.join(self.directory, f"QUIT-{next(self.quits)}"), "w").close()
        await asyncio.Event().wait()

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        if address == self.reject:
            return "550 5.1.1 No such user here"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):
        number = next(self.count)
        path = os.path.join(self.directory, f"{number}")
        with open(path + ".json.tmp", "w") as meta:
            json.dump({"from": envelope.mail_from, "to": envelope.rcpt_tos}, meta)
        with open(path + ".eml.tmp", "wb") as mail:
            mail.write(envelope.original_content)
        os.rename(path + ".json.tmp", path + ".json")
        os.rename(path + ".eml.tmp", path + ".eml")
        return "250 2.0.0 Message accepted for delivery"


def main():
    # A child of a Swift test process may start with SIGTERM blocked: unblock it, so stopping works.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    parser = argparse.ArgumentParser()
    parser.add_argument("directory")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--starttls", nargs=2, metavar=("CERT", "KEY"))
    parser.add_argument("--smtps", nargs=2, metavar=("CERT", "KEY"))
    parser.add_argument("--auth")
    parser.add_argument("--auth-login-only", action="store_true", help="offer AUTH LOGIN alone (not PLAIN)")
    parser.add_argument("--reject-rcpt")
    parser.add_argument("--silent-quit", action="store_true")
    args = parser.parse_args()

    options = {}
    if args.starttls:
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        context.load_cert_chain(*args.starttls)
        options.update(tls_context=context, require_starttls=True)
    if args.smtps:
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        context.load_cert_chain(*args.smtps)
        options.update(ssl_context=context)
    if args.auth:
        user, password = args.auth.split(":", 1)

        def authenticate(server, session, envelope, mechanism, auth_data):
            ok = isinstance(auth_data, LoginPassword) and auth_data.login.decode() == user and auth_data.password.decode() == password
            return AuthResult(success=ok, handled=False)

        # Without TLS too: the tests' relay is on loopback.
        options.update(authenticator=authenticate, auth_required=True, auth_require_tls=False)
        if args.auth_login_only:
            options.update(auth_exclude_mechanism=["PLAIN"])

    port = args.port
    if port == 0:
        import socket
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
    controller = Controller(Sink(args.directory, args.reject_rcpt, args.silent_quit), hostname="127.0.0.1", port=port, **options)
    controller.start()
    print(f"READY {port}", flush=True)
    try:
        asyncio.run(asyncio.Event().wait())
    except KeyboardInterrupt:
        pass
    finally:
        controller.stop()


if __name__ == "__main__":
    sys.exit(main())
