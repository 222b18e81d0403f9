// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// What the devnet's ERC20 tokens share: balances, allowances, the events, and an
/// `initialize` instead of a constructor (the devnet places the runtime code at a
/// fixed address with `anvil_setCode`, then calls it). The tokens differ only in
/// the ABI of `transfer`, `transferFrom` and `approve`.
abstract contract TokenLedger {
    string public name;
    string public symbol;
    uint8 public decimals;
    address public owner;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function initialize(string calldata name_, string calldata symbol_, uint8 decimals_, address owner_) external {
        require(owner == address(0), "already initialized");
        require(owner_ != address(0), "owner required");
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
        owner = owner_;
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == owner, "only owner");
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function _approve(address spender, uint256 amount) internal {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
    }

    /// Spends `from`'s allowance to the caller (an unlimited one stays unlimited), then moves.
    function _transferFrom(address from, address to, uint256 amount) internal {
        uint256 allowed = allowance[from][msg.sender];
        require(allowed >= amount, "insufficient allowance");
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - amount;
        _move(from, to, amount);
    }

    function _move(address from, address to, uint256 amount) internal {
        require(to != address(0), "transfer to zero address");
        require(balanceOf[from] >= amount, "insufficient balance");
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }
}
