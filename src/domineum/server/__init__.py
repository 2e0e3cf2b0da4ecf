"""The browser app: a game-agnostic web server over the kernel (FastAPI, WebSocket, SQLAlchemy).

Games plug in through :mod:`domineum.server.registry`; the server imports games, games never
import the server.
"""
