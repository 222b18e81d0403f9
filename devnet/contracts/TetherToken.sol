// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./TokenLedger.sol";

/// A USDT-style token: `transfer`, `transferFrom` and `approve` return NOTHING, as
/// on the mainnet Tether contract, so callers that expect a bool must use the
/// USDT ABI or a low-level call. Like USDT, `approve` refuses to change a
/// non-zero allowance to another non-zero value (reset to 0 first).
contract TetherToken is TokenLedger {
    function transfer(address to, uint256 amount) external {
        _move(msg.sender, to, amount);
    }

    function approve(address spender, uint256 amount) external {
        require(amount == 0 || allowance[msg.sender][spender] == 0, "reset allowance to 0 first");
        _approve(spender, amount);
    }

    function transferFrom(address from, address to, uint256 amount) external {
        _transferFrom(from, to, amount);
    }
}
