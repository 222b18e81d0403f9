// SPDX-License-Identifier: MIT
pragma solidity ^0.8.23;

import "@account-abstraction/contracts/samples/SimpleAccount.sol";
import "@openzeppelin/contracts/interfaces/IERC1271.sol";
import "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";
import "@openzeppelin/contracts/utils/Create2.sol";

/**
 * The sample SimpleAccount of the account-abstraction contracts 0.7 (one owner key, execute and
 * executeBatch, user operations signed over their hash), plus ERC-1271, which the sample lacks,
 * so a message signed by the account verifies on chain. The owner signs the message hash bound to
 * this account and chain, so the owner's plain signature (its EOA's) is never the account's too.
 */
contract DoorwayAccount is SimpleAccount, IERC1271 {
    constructor(IEntryPoint anEntryPoint) SimpleAccount(anEntryPoint) {}

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        bytes32 bound = keccak256(abi.encode(hash, address(this), block.chainid));
        (address signer, ECDSA.RecoverError failure, ) = ECDSA.tryRecover(bound, signature);
        return failure == ECDSA.RecoverError.NoError && signer == owner ? IERC1271.isValidSignature.selector : bytes4(0xffffffff);
    }
}

/**
 * Deploys DoorwayAccount proxies at counterfactual CREATE2 addresses, as the sample
 * SimpleAccountFactory does for SimpleAccount: `createAccount` is the user operation's factory call
 * and answers an existing account's address too, so `getSenderAddress` works before and after.
 */
contract DoorwayAccountFactory {
    DoorwayAccount public immutable accountImplementation;

    constructor(IEntryPoint entryPoint) {
        accountImplementation = new DoorwayAccount(entryPoint);
    }

    function createAccount(address owner, uint256 salt) public returns (DoorwayAccount) {
        address predicted = getAddress(owner, salt);
        if (predicted.code.length > 0) return DoorwayAccount(payable(predicted));
        return DoorwayAccount(payable(new ERC1967Proxy{salt: bytes32(salt)}(address(accountImplementation), initCall(owner))));
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes memory proxyArgs = abi.encode(address(accountImplementation), initCall(owner));
        return Create2.computeAddress(bytes32(salt), keccak256(abi.encodePacked(type(ERC1967Proxy).creationCode, proxyArgs)));
    }

    function initCall(address owner) private pure returns (bytes memory) {
        return abi.encodeCall(SimpleAccount.initialize, (owner));
    }
}
