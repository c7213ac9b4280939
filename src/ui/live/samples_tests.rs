//! What the live page's tests share: a connection's details as a browser
//! gives them, to put in the codes the tests exchange.

use crate::ui::live::code::{Address, Candidate, Kind, Setup, Transport};

/// A loopback host candidate with fixed credentials.
pub fn transport() -> Transport {
    Transport {
        ufrag: "Vq3e".into(),
        pwd: "2AqSI+6LWcQ3EZ2yZWJ9jJfG".into(),
        fingerprint: [7; 32],
        setup: Setup::ActPass,
        candidates: vec![Candidate {
            udp: true,
            kind: Kind::Host,
            address: Address::V4([127, 0, 0, 1]),
            port: 51_432,
            priority: 2_113_937_151,
        }],
    }
}
