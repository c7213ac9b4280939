//! The browser interface (Yew), compiled for wasm32 only.
