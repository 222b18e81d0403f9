// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./TokenLedger.sol";

/// A plain ERC20 whose `transfer`, `transferFrom` and `approve` return bool: the
/// USDC-like stablecoins and the 0-decimals token.
contract StableToken is TokenLedger {
    function transfer(address to, uint256 amount) external returns (bool) {
        _move(msg.sender, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        _approve(spender, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        _transferFrom(from, to, amount);
        return true;
    }
}
